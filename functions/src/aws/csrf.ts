import { hmac, randomToken, safeEqual } from '../lib/crypto';
import { signingKey } from './signing-key';

/**
 * Signed double-submit: the token is `nonce.hmac(bindingId.nonce)`, where bindingId lives in an
 * HttpOnly cookie of the same browser. Another browser's token, a forged one or none is refused.
 */
export async function issueCsrfToken(bindingId: string): Promise<string> {
  const nonce = randomToken(16);
  return `${nonce}.${hmac(await signingKey(), `${bindingId}.${nonce}`)}`;
}

export async function isValidCsrfToken(token: string | undefined, bindingId: string | undefined): Promise<boolean> {
  if (!token || !bindingId || token.length > 200) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, hmac(await signingKey(), `${bindingId}.${nonce}`));
}

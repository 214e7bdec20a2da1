import { SIGNED_IN_HINT_COOKIE } from '@surplus/shared';
import { config } from './config';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const CSRF_COOKIE_TTL_SECONDS = 30 * 24 * 60 * 60;

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name) return cookie.slice(separator + 1).trim();
  }
  return undefined;
}

function serialize(name: string, value: string, maxAgeSeconds: number, { httpOnly = true } = {}): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  const scriptHidden = httpOnly ? '; HttpOnly' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}${scriptHidden}; SameSite=Lax${secure}`;
}

export const sessionCookie = (token: string) => serialize(SESSION_COOKIE, token, SESSION_TTL_SECONDS);
export const clearedSessionCookie = () => serialize(SESSION_COOKIE, '', 0);
export const csrfCookie = (bindingId: string) => serialize(CSRF_COOKIE, bindingId, CSRF_COOKIE_TTL_SECONDS);

/**
 * The signed-in hint: readable by the page (not HttpOnly) so the web app skips GET /api/user for visitors.
 * It proves nothing; only the session cookie does, and the server never reads this one.
 */
export const signedInHintCookie = () => serialize(SIGNED_IN_HINT_COOKIE, '1', SESSION_TTL_SECONDS, { httpOnly: false });
export const clearedSignedInHintCookie = () => serialize(SIGNED_IN_HINT_COOKIE, '', 0, { httpOnly: false });

/** The cookies that open a session: the session itself and its hint, with the same lifetime. */
export const sessionCookies = (token: string) => [sessionCookie(token), signedInHintCookie()];
/** The cookies that end a session in the browser. */
export const clearedSessionCookies = () => [clearedSessionCookie(), clearedSignedInHintCookie()];

import { CSRF_COOKIE, csrfCookie, readCookie } from '../../lib/cookies';
import { randomToken } from '../../lib/crypto';
import { issueCsrfToken } from '../../aws/csrf';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/csrf-token: a token bound to this browser's csrf cookie (set here when missing). */
export const handler = httpRoute({}, async (event) => {
  const existing = readCookie(event.cookies, CSRF_COOKIE);
  const bindingId = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  const cookies = bindingId === existing ? undefined : [csrfCookie(bindingId)];
  return json(200, { csrfToken: await issueCsrfToken(bindingId) }, cookies);
});

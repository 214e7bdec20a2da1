import { CSRF_COOKIE, csrfCookie, readCookie } from '../../lib/cookies';
import { randomToken } from '../../lib/crypto';
import { issueCsrfToken } from '../../aws/csrf';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A CSRF token for the CSRF-Token header of every non-GET call',
  tag: 'Session',
  ok: [200, 'csrfTokenResponse'],
};

/** GET /api/csrf-token: a token bound to this browser's csrf cookie (set here when missing). */
export const handler = httpRoute({ doc }, async (event) => {
  const existing = readCookie(event.cookies, CSRF_COOKIE);
  const bindingId = existing && /^[\w-]{43}$/.test(existing) ? existing : randomToken();
  const cookies = bindingId === existing ? undefined : [csrfCookie(bindingId)];
  return json(200, { csrfToken: await issueCsrfToken(bindingId) }, cookies);
});

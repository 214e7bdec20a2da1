import { clearedSessionCookies } from '../../lib/cookies';
import { deleteSession } from '../../data/users/sessions';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Sign out (the session is deleted on the server)',
  tag: 'Session',
  ok: [200, 'messageResponse'],
};

/** POST /api/logout: the session is deleted server-side and the cookie and its hint cleared. */
export const handler = httpRoute({ doc, auth: 'optional' }, async (_event, context) => {
  if (context.sessionToken) await deleteSession(context.sessionToken);
  return message(200, 'Logged out', clearedSessionCookies());
});

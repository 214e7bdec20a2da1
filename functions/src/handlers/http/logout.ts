import { clearedSessionCookies } from '../../lib/cookies';
import { deleteSession } from '../../data/users/sessions';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';

/** POST /api/logout: the session is deleted server-side and the cookie and its hint cleared. */
export const handler = httpRoute({ auth: 'optional' }, async (_event, context) => {
  if (context.sessionToken) await deleteSession(context.sessionToken);
  return message(200, 'Logged out', clearedSessionCookies());
});

import { clearedSignedInHintCookie } from '../../lib/cookies';
import { unauthorized } from '../../lib/errors';
import { toPublicUser } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json, message } from '../../middleware/responses';

/**
 * GET /api/user: the signed-in user, or 401 for a visitor. The 401 (no, expired or revoked session) also
 * clears the signed-in hint cookie, so a stale hint costs the web app one call.
 */
export const handler = httpRoute({ auth: 'optional' }, async (_event, context) => {
  if (!context.user) return message(401, unauthorized().message, [clearedSignedInHintCookie()]);
  return json(200, toPublicUser(context.user));
});

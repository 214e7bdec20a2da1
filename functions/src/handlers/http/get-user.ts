import { clearedSignedInHintCookie } from '../../lib/cookies';
import { unauthorized } from '../../lib/errors';
import { toPublicUser } from '../../data/users/users';
import { httpRoute } from '../../middleware/http-api';
import { json, message } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The signed-in user',
  tag: 'Session',
  signedInOnly: true,
  ok: [200, 'userResponse'],
  errors: [401],
};

/**
 * GET /api/user: the signed-in user, or 401 for a visitor. The 401 (no, expired or revoked session) also
 * clears the signed-in hint cookie, so a stale hint costs the web app one call.
 */
export const handler = httpRoute({ doc, auth: 'optional' }, async (_event, context) => {
  if (!context.user) return message(401, unauthorized().message, [clearedSignedInHintCookie()]);
  return json(200, toPublicUser(context.user));
});

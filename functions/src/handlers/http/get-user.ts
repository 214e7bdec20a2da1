import { toPublicUser } from '../../data/users';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/user: the signed-in user, or 401 for a visitor. */
export const handler = httpRoute({ auth: 'required' }, async (_event, context) =>
  json(200, toPublicUser(requireUser(context))),
);

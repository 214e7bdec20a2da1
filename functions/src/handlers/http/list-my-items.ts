import { listItemsByOwner } from '../../data/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inventory/user: the signed-in business's own listings, newest first. */
export const handler = httpRoute({ auth: 'required' }, async (_event, context) =>
  json(200, await listItemsByOwner(requireUser(context).id)),
);

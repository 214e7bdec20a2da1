import { ownListQuerySchema } from '@surplus/shared';
import { itemListAnswer } from '../../answers/list-items';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inventory/user: the signed-in business's own listings; one page when `limit` is given. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await itemListAnswer({ ...parseQueryString(ownListQuerySchema, event), owner: [requireUser(context).id] }, context.user)),
);

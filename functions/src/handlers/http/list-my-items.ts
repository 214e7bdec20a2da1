import { ownListQuerySchema } from '@surplus/shared';
import { itemListAnswer } from '../../answers/list-items';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The signed-in user\'s listings',
  tag: 'Listings',
  ok: [200, 'itemListResponse'],
  errors: [400, 401],
};

/** GET /api/inventory/user: the signed-in business's own listings; one page when `limit` is given. */
export const handler = httpRoute({ doc, query: ownListQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await itemListAnswer({ ...parseQueryString(ownListQuerySchema, event), owner: [requireUser(context).id] }, context.user)),
);

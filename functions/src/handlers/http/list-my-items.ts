import { ownListQuerySchema } from '@surplus/shared';
import { listResponse } from '../../middleware/list-response';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inventory/user: the signed-in business's own listings; one page when `limit` is given. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  listResponse({ ...parseQueryString(ownListQuerySchema, event), owner: [requireUser(context).id] }, context.user),
);

import { categoryListQuerySchema } from '@surplus/shared';
import { listResponse } from '../../middleware/list-response';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';

/** GET /api/inventory/part: part listings, newest first unless sorted; one page when `limit` is given. */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) =>
  listResponse({ ...parseQueryString(categoryListQuerySchema, event), category: 'part' }, context.user),
);

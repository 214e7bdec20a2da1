import { transferListQuerySchema } from '@surplus/shared';
import { transfersPage } from '../../data/deals/transfers';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s transfers as buyer or seller, newest first, optionally of one status',
  tag: 'Deals',
  ok: [200, 'transferPageResponse'],
  errors: [400, 401],
};

/** GET /api/transfers: the caller's transfers as buyer or seller, newest first, optionally of one status. */
export const handler = httpRoute({ doc, query: transferListQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await transfersPage(requireUser(context).id, parseQueryString(transferListQuerySchema, event))),
);

import { holdListQuerySchema } from '@surplus/shared';
import { holdsPage } from '../../data/deals/holds';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s holds as buyer or seller, newest first, optionally of one status',
  tag: 'Deals',
  ok: [200, 'holdPageResponse'],
  errors: [400, 401],
};

/** GET /api/holds: the caller's holds as buyer or seller, newest first, optionally of one status. */
export const handler = httpRoute({ doc, query: holdListQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await holdsPage(requireUser(context).id, parseQueryString(holdListQuerySchema, event))),
);

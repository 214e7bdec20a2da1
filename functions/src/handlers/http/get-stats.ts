import { answerRequest } from '../../answers/answer';
import { answer as inventoryStatsAnswer } from '../../answers/get-stats';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Site-wide counts and the caller\'s own',
  tag: 'Listings',
  ok: [200, 'statsResponse'],
};

/** GET /api/inventory/stats: counters kept exact by the writes (listings, not units); myInventory 0 for visitors. */
export const handler = httpRoute({ doc, auth: 'optional' }, async (event, context) => json(200, await inventoryStatsAnswer(answerRequest(event, context))));

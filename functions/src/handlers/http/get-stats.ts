import { answerRequest } from '../../answers/answer';
import { inventoryStatsAnswer } from '../../answers/inventory-stats';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/stats: counters kept exact by the writes (listings, not units); myInventory 0 for visitors. */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) => json(200, await inventoryStatsAnswer(answerRequest(event, context))));

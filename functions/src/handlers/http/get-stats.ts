import type { InventoryStats } from '@surplus/shared';
import { getCounts } from '../../data/counters';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/stats: counters kept exact by the writes (listings, not units); myInventory 0 for visitors. */
export const handler = httpRoute({ auth: 'optional' }, async (_event, context) => {
  const stats: InventoryStats = { ...(await getCounts()), myInventory: context.user?.itemCount ?? 0 };
  return json(200, stats);
});

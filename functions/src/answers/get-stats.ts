import type { InventoryStats } from '@surplus/shared';
import { getCounts } from '../data/table/counters';
import type { AnswerRequest } from './answer';

/** GET /api/inventory/stats: counters kept exact by the writes (listings, not units); myInventory 0 for visitors. */
export const answer = async ({ caller }: AnswerRequest): Promise<InventoryStats> => ({
  ...(await getCounts()),
  myInventory: caller?.itemCount ?? 0,
});

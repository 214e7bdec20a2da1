import type { MarketplaceImpact } from '@surplus/shared';
import { marketplaceImpact } from '../data/deals/impact';
import { getListedKg } from '../data/table/counters';

/** GET /api/impact: the marketplace's ledger totals and months, and the estimate of what is listed now. */
export const answer = async (): Promise<MarketplaceImpact> => marketplaceImpact(await getListedKg());

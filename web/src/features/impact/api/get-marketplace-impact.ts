import type { MarketplaceImpact } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const MARKETPLACE_IMPACT_PATH = '/api/impact';

/** GET /api/impact: what the whole marketplace kept out of landfill, and the estimate of what is listed now. */
export const marketplaceImpactQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplaceImpact, queryFn: () => apiGet<MarketplaceImpact>(MARKETPLACE_IMPACT_PATH) });

export const useMarketplaceImpact = () => useQuery(marketplaceImpactQueryOptions());

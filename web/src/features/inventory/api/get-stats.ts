import type { InventoryStats } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const STATS_PATH = '/api/inventory/stats';

/** GET /api/inventory/stats: listing counts, businesses, and the caller's own listings. */
export const fetchStats = () => apiGet<InventoryStats>(STATS_PATH);

export const statsQueryOptions = () => queryOptions({ queryKey: queryKeys.stats, queryFn: fetchStats });

export const useStats = () => useQuery(statsQueryOptions());

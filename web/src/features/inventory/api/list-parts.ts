import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory/part: Parts only. */
export const fetchParts = () => apiGet<InventoryItem[]>('/api/inventory/part');

export const partsQueryOptions = () => queryOptions({ queryKey: queryKeys.list('part'), queryFn: fetchParts });

export const useParts = (enabled = true) => useQuery({ ...partsQueryOptions(), enabled });

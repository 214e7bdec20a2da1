import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory: Every listing, newest first. */
export const fetchItems = () => apiGet<InventoryItem[]>('/api/inventory');

export const itemsQueryOptions = () => queryOptions({ queryKey: queryKeys.list('all'), queryFn: fetchItems });

export const useItems = (enabled = true) => useQuery({ ...itemsQueryOptions(), enabled });

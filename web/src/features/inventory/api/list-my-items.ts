import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory/user: The signed-in business's own listings. */
export const fetchMyItems = () => apiGet<InventoryItem[]>('/api/inventory/user');

export const myItemsQueryOptions = () => queryOptions({ queryKey: queryKeys.list('mine'), queryFn: fetchMyItems });

export const useMyItems = (enabled = true) => useQuery({ ...myItemsQueryOptions(), enabled });

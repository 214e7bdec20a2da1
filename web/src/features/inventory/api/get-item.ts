import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory/item/{id}: one listing with its business fields. */
export const fetchItem = (id: number) => apiGet<InventoryItem>(`/api/inventory/item/${id}`);

export const itemQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.item(id), queryFn: () => fetchItem(id) });

export const useItem = (id: number) => useQuery({ ...itemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

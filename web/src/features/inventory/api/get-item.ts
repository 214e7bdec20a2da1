import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const itemPath = (id: number) => `/api/inventory/item/${id}`;

/** GET /api/inventory/item/{id}: one listing with its business fields. */
export const fetchItem = (id: number) => apiGet<InventoryItem>(itemPath(id));

// A 404 that came with a server-rendered page is the answer: no second try when the page mounts.
export const itemQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.item(id), queryFn: () => fetchItem(id), retryOnMount: false });

export const useItem = (id: number) => useQuery({ ...itemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

import type { InventoryItem } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory/door: Doors only. */
export const fetchDoors = () => apiGet<InventoryItem[]>('/api/inventory/door');

export const doorsQueryOptions = () => queryOptions({ queryKey: queryKeys.list('door'), queryFn: fetchDoors });

export const useDoors = (enabled = true) => useQuery({ ...doorsQueryOptions(), enabled });

import type { Hold } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/holds/{id}: one hold, for its two parties (anyone else gets 404). */
export const fetchHold = (id: string) => apiGet<Hold>(`/api/holds/${encodeURIComponent(id)}`);

export const holdQueryOptions = (id: string) => queryOptions({ queryKey: queryKeys.hold(id), queryFn: () => fetchHold(id) });

export const useHold = (id: string) => useQuery(holdQueryOptions(id));

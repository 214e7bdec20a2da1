import type { DealRole, HoldPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const HOLDS_PAGE_SIZE = 20;

/** GET /api/holds?role=: one page of the caller's holds as buyer or as seller, newest first. */
export function fetchHoldPage(role: DealRole, cursor: string | undefined): Promise<HoldPage> {
  const query = new URLSearchParams({ role, limit: String(HOLDS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet<HoldPage>(`/api/holds?${query}`);
}

export const holdPageQueryOptions = (role: DealRole, cursor: string | undefined) =>
  queryOptions({ queryKey: queryKeys.holdPage(role, cursor), queryFn: () => fetchHoldPage(role, cursor) });

export const useHoldPage = (role: DealRole, cursor: string | undefined) => useQuery({ ...holdPageQueryOptions(role, cursor), placeholderData: keepPreviousData });

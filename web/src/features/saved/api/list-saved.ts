import { PAGE_SIZE, type SavedPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/saved: one page of the caller's saved listings, newest saved first. */
export function fetchSavedPage(cursor: string | undefined): Promise<SavedPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet<SavedPage>(`/api/saved?${query}`);
}

export const savedPageQueryOptions = (cursor: string | undefined) =>
  queryOptions({ queryKey: queryKeys.savedPage(cursor), queryFn: () => fetchSavedPage(cursor), placeholderData: keepPreviousData });

export const useSavedPage = (cursor: string | undefined) => useQuery(savedPageQueryOptions(cursor));

import { LIST_QUERY_MAX, PAGE_SIZE, type ItemPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys, type ListParams, type ListRoute } from '../../../api/query-keys';

const ROUTE_PATHS: Record<ListRoute, string> = {
  all: '/api/inventory',
  door: '/api/inventory/door',
  part: '/api/inventory/part',
  mine: '/api/inventory/user',
};

/** The URL of one page: always `limit`, then only the parameters that are set. */
export function listPageUrl(params: ListParams, cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (params.category) query.set('category', params.category);
  const q = params.q?.trim().slice(0, LIST_QUERY_MAX);
  if (q) query.set('q', q);
  if (params.sort) query.set('sort', params.sort);
  if (params.owner?.length) query.set('owner', params.owner.join(','));
  if (params.excludeOwner !== undefined) query.set('excludeOwner', String(params.excludeOwner));
  return `${ROUTE_PATHS[params.route]}?${query}`;
}

/** GET one page of a list route: for a search, the next `PAGE_SIZE` matches (none means nothing more matches). */
export const fetchListPage = (params: ListParams, cursor: string | undefined) => apiGet<ItemPage>(listPageUrl(params, cursor));

export const listPageQueryOptions = (params: ListParams, cursor: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.listPage(params, cursor),
    queryFn: () => fetchListPage(params, cursor),
    // The page on screen stays while the next one loads: no skeleton flash when paging or filtering.
    placeholderData: keepPreviousData,
  });

export const useListPage = (params: ListParams, cursor: string | undefined, enabled = true) =>
  useQuery({ ...listPageQueryOptions(params, cursor), enabled });

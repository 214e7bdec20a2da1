import { filterQuery, LIST_QUERY_MAX, PAGE_SIZE, type ItemPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet, requestUrl, type ApiGetRequest } from '../../../api/client';
import { queryKeys, type ListParams, type ListRoute } from '../../../api/query-keys';

const ROUTE_PATHS: Record<ListRoute, string> = {
  all: '/api/inventory',
  door: '/api/inventory/door',
  part: '/api/inventory/part',
  mine: '/api/inventory/user',
};

/** The GET of one page: always `limit`, then only the parameters that are set. */
export function listPageRequest(params: ListParams, cursor: string | undefined): ApiGetRequest {
  const query: Record<string, string> = { limit: String(PAGE_SIZE) };
  if (cursor) query.cursor = cursor;
  if (params.category) query.category = params.category;
  const q = params.q?.trim().slice(0, LIST_QUERY_MAX);
  if (q) query.q = q;
  if (params.sort) query.sort = params.sort;
  if (params.owner?.length) query.owner = params.owner.join(',');
  if (params.excludeOwner !== undefined) query.excludeOwner = String(params.excludeOwner);
  if (params.filters) Object.assign(query, filterQuery(params.filters));
  return { path: ROUTE_PATHS[params.route], query };
}

/** The URL of one page (see listPageRequest). */
export const listPageUrl = (params: ListParams, cursor: string | undefined): string => requestUrl(listPageRequest(params, cursor));

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

/**
 * The cursor that opens `page` (> 1) of a list, for a link that names the page but not its cursor: each
 * page's `nextCursor` from page 1 on, the pages already cached read from the cache. Null past the last page.
 */
export async function cursorOfPage(queryClient: QueryClient, params: ListParams, page: number): Promise<string | null> {
  let cursor: string | undefined;
  for (let number = 1; number < page; number++) {
    const { nextCursor } = await queryClient.fetchQuery(listPageQueryOptions(params, cursor));
    if (!nextCursor) return null;
    cursor = nextCursor;
  }
  return cursor ?? null;
}

export const pageCursorQueryOptions = (queryClient: QueryClient, params: ListParams, page: number) =>
  queryOptions({ queryKey: queryKeys.pageCursor(params, page), queryFn: () => cursorOfPage(queryClient, params, page) });

/** The cursors of the pages in the cache one after another from page 1 (`cursors[n - 1]` opens page n). */
export function cachedCursors(queryClient: QueryClient, params: ListParams): (string | undefined)[] {
  const cursors: (string | undefined)[] = [undefined];
  for (;;) {
    const next = queryClient.getQueryData(listPageQueryOptions(params, cursors.at(-1)).queryKey)?.nextCursor;
    if (!next || cursors.includes(next)) return cursors;
    cursors.push(next);
  }
}

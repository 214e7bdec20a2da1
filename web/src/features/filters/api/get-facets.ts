import { filterQuery, LIST_QUERY_MAX, type ListFacets } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, requestUrl, type ApiGetRequest } from '../../../api/client';
import { queryKeys, type ListParams } from '../../../api/query-keys';

export type FacetParams = Omit<ListParams, 'sort'>;

/**
 * The GET of GET /api/inventory/facets for a list: its search, category (a category route's own), owners and
 * filters. `ownerId` stands for the caller on My Listings.
 */
export function facetsRequest(params: FacetParams, ownerId?: number): ApiGetRequest {
  const query: Record<string, string> = {};
  const category = params.route === 'door' || params.route === 'part' ? params.route : params.category;
  if (category) query.category = category;
  const q = params.q?.trim().slice(0, LIST_QUERY_MAX);
  if (q) query.q = q;
  const owner = params.route === 'mine' ? (ownerId === undefined ? [] : [ownerId]) : (params.owner ?? []);
  if (owner.length) query.owner = owner.join(',');
  if (params.excludeOwner !== undefined) query.excludeOwner = String(params.excludeOwner);
  Object.assign(query, filterQuery(params.filters ?? {}));
  return { path: '/api/inventory/facets', query };
}

/** GET /api/inventory/facets: how many listings match, and per filter value how many match every other filter. */
export const fetchFacets = (params: FacetParams, ownerId?: number) => apiGet<ListFacets>(requestUrl(facetsRequest(params, ownerId)));

export const facetsQueryOptions = ({ route, q, category, owner, excludeOwner, filters }: FacetParams, ownerId?: number) =>
  queryOptions({
    // The list's params but its sort, which changes no count.
    queryKey: queryKeys.facets({ route, q, category, owner: route === 'mine' && ownerId !== undefined ? [ownerId] : owner, excludeOwner, filters }),
    queryFn: () => fetchFacets({ route, q, category, owner, excludeOwner, filters }, ownerId),
    // The counts on screen stay while the next ones load: no flicker on each click.
    placeholderData: keepPreviousData,
  });

export const useFacets = (params: FacetParams, ownerId: number | undefined, enabled = true) => useQuery({ ...facetsQueryOptions(params, ownerId), enabled });

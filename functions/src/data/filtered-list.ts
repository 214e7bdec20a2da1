import type { GeoPoint, ItemPage, ListQuery } from '@surplus/shared';
import { matchesFilters, UNKNOWN_LOCATION } from '@surplus/shared';
import { geocode } from '../geo/geocode';
import { badRequest } from '../lib/errors';
import { candidatesPage, distanceOrderPage, fitOrderPage, nearOwners, readCandidates, withDistances } from './filtered-pages';
import { listItemsPage } from './item-pages';
import { searchItemsPage } from './item-search';

/** The point of the query's `near`; 400 when the gazetteer does not know the place. */
export function nearPoint(query: Pick<ListQuery, 'near'>): GeoPoint | null {
  if (query.near === undefined) return null;
  const point = geocode(query.near);
  if (!point) throw badRequest(UNKNOWN_LOCATION);
  return point;
}

/**
 * A page of a list filtered by specs, fit or distance. Where a narrowing filter (near, fit) allows few
 * enough listings, they are read whole and ordered in memory; else the fit and distance orders read their
 * indexes in order (closest sizes first, nearest owners first) and the other orders read the list's own
 * index, each listing checked against the filters, as a search of common words does. Never a Scan.
 */
export async function filteredItemsPage(query: ListQuery): Promise<ItemPage> {
  const origin = nearPoint(query);
  const near = await nearOwners(query, origin);
  const candidates = await readCandidates(query, near);
  let page: ItemPage;
  if (candidates) page = candidatesPage(query, candidates, origin);
  else if (query.sort === 'fit' && query.fitW !== undefined && query.fitH !== undefined) page = await fitOrderPage({ ...query, fitW: query.fitW, fitH: query.fitH }, origin);
  else if (query.sort === 'distance' && near && origin) page = await distanceOrderPage(query, near, origin);
  else {
    const accept = (item: Parameters<typeof matchesFilters>[0]) => matchesFilters(item, query, origin);
    page = query.q ? await searchItemsPage({ ...query, q: query.q }, accept) : await listItemsPage(query, [], false, accept);
  }
  return withDistances(page, origin);
}

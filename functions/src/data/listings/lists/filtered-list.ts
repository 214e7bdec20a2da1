import type { GeoPoint, InventoryItem, ItemPage, ListQuery } from '@surplus/shared';
import { DEAL_FILTER_NAMES, LIST_FILTER_NAMES, matchesFilters, UNKNOWN_LOCATION } from '@surplus/shared';
import { geocode } from '../../../geo/geocode';
import { badRequest } from '../../../lib/errors';
import { candidatesPage, distanceOrderPage, fitOrderPage, nearOwners, readCandidates, recentOrderPage, withDistances } from './filtered-pages';
import { FILTERED_SLICE, listItemsPage } from './pages';
import { type FitWindow, fitWindow } from './fit-window';
import type { OwnerNear } from '../../users/owners-near';
import { type CommonWordReporter, searchItemsPage } from '../../search/item-search';

/** The point of the query's `near`; 400 when the gazetteer does not know the place. */
export function nearPoint(query: Pick<ListQuery, 'near'>): GeoPoint | null {
  if (query.near === undefined) return null;
  const point = geocode(query.near);
  if (!point) throw badRequest(UNKNOWN_LOCATION);
  return point;
}

/**
 * A page of a list filtered by specs, fit or distance. Where a narrowing filter (near, fit) allows few
 * enough listings, they are read whole and ordered in memory. Else the fit and distance orders read their
 * indexes in order (closest sizes first, nearest owners first), newest first merges the near owners' or the
 * fit window's sizes on recency, and the other orders read the list's own index, each listing checked
 * against the filters, as a search of common words does. Never a Scan.
 */
export async function filteredItemsPage(query: ListQuery, reportCommonWords?: CommonWordReporter): Promise<ItemPage> {
  const { origin, near, window } = await narrowingOf(query);
  return withDistances(await orderedPage(query, near, window, origin, reportCommonWords), origin);
}

/** What narrows a filtered list before any listing is read: the `near` place and its owners, the fit window. */
export async function narrowingOf(query: ListQuery): Promise<{ origin: GeoPoint | null; near: OwnerNear[] | null; window: FitWindow | null }> {
  const origin = nearPoint(query);
  const [near, window] = await Promise.all([nearOwners(query, origin), fitWindow(query)]);
  return { origin, near, window };
}

async function orderedPage(
  query: ListQuery,
  near: OwnerNear[] | null,
  window: FitWindow | null,
  origin: GeoPoint | null,
  reportCommonWords?: CommonWordReporter,
): Promise<ItemPage> {
  const candidates = await readCandidates(query, near, window);
  if (candidates) return candidatesPage(query, candidates, origin);
  if (query.sort === 'fit' && window) return fitOrderPage(query, window, origin);
  if (query.sort === 'distance' && near && origin) return distanceOrderPage(query, near, origin);
  const recent = query.sort === 'recent' ? await recentOrderPage(query, near, window, origin) : null;
  if (recent) return recent;
  const accept = (item: InventoryItem) => matchesFilters(item, query, origin);
  return query.q ? searchItemsPage({ ...query, q: query.q }, { accept, reportCommonWords }) : listItemsPage(query, [], false, accept, firstSliceOf(query));
}

/**
 * Price and availability let most listings through, so a list with only those filters starts with reads of about
 * two pages; spec filters may skip many, so they start with the larger slice.
 */
function firstSliceOf(query: ListQuery): number {
  const dealsOnly = LIST_FILTER_NAMES.every((name) => query[name] === undefined || DEAL_FILTER_NAMES.includes(name));
  return dealsOnly && query.limit !== undefined ? Math.min(FILTERED_SLICE.first, 2 * (query.limit + 1)) : FILTERED_SLICE.first;
}

import type { GeoPoint, InventoryItem, ItemPage, ListQuery } from '@surplus/shared';
import { fitGap, LIST_FILTER_NAMES, matchesFilters, queryWords, radiusOf, roundedMi, textHasWord } from '@surplus/shared';
import { decodeCursor } from './cursor';
import { ownerPartition, searchText, sortKeys } from '../keys';
import { cursorScope, pageOf } from './pages';
import { cellsOf, cellStream, type FitWindow, listingsIn, readFitWindow, sizeStream } from './fit-window';
import { type ItemStream, mergeStreams, queryStream } from '../streams';
import { compareKeys, distanceKey, itemDistance, listOrder, newestFirst } from './orders';
import { type OwnerNear, ownersNear } from '../../users/owners-near';

/**
 * Listings read into memory at most to answer a filtered page: a fit window's or the owners near a place.
 * Past it, reading them all would cost more than reading the list in its order, each listing checked
 * (listings/lists/filtered-list.ts). LIST_CANDIDATES_MAX lowers it so tests reach those reads with little data.
 */
export const CANDIDATES_MAX = Number(process.env.LIST_CANDIDATES_MAX) > 0 ? Number(process.env.LIST_CANDIDATES_MAX) : 200;
/** Streams of a fit window merged newest first at most (3 x 3 size cells, both categories): past it, a dense read. */
const WINDOW_STREAMS_MAX = 2 * 3 * 3;

/** Whether a list query uses the spec, fit or distance filters (or their orders). */
export const usesFilters = (query: ListQuery) =>
  query.sort === 'fit' || query.sort === 'distance' || LIST_FILTER_NAMES.some((name) => query[name] !== undefined);

/** Newest first, on the recency keys of the list indexes. */
const byRecency = (a: InventoryItem, b: InventoryItem) => (sortKeys(a).recent < sortKeys(b).recent ? 1 : -1);

/** The owners near the place that the query's `owner` allows. */
const ownersInScope = (query: ListQuery, near: OwnerNear[]) => (query.owner ? near.filter((owner) => query.owner!.includes(owner.userId)) : near);

/** Whether a listing is in the query's scope: its category, owners and words. */
export function inScope(query: ListQuery): (item: InventoryItem) => boolean {
  const words = query.q ? queryWords(query.q) : [];
  const owners = query.owner ? new Set(query.owner) : null;
  return (item) =>
    (!query.category || item.category === query.category) &&
    (!owners || owners.has(item.userId)) &&
    item.userId !== query.excludeOwner &&
    words.every((word) => textHasWord(searchText(item), [word]));
}

/** The check every listing of a filtered list passes: the query's scope and filters. */
export function scopeCheck(query: ListQuery, origin: GeoPoint | null): (item: InventoryItem) => boolean {
  const scoped = inScope(query);
  return (item) => scoped(item) && matchesFilters(item, query, origin);
}

/**
 * The listings a narrowing filter allows, read whole when there are at most `upTo`: those of the owners near
 * the place, else those in the fit window (both counts are known before any listing is read: the owners'
 * figures, the window's size figures). Null when no filter narrows that far.
 */
export async function readCandidates(query: ListQuery, near: OwnerNear[] | null, window: FitWindow | null, upTo = CANDIDATES_MAX): Promise<InventoryItem[] | null> {
  if (near) {
    const owners = ownersInScope(query, near);
    if (owners.reduce((sum, owner) => sum + owner.itemCount, 0) <= upTo) {
      const lists = await Promise.all(owners.map((owner) => readAll(ownerStream(owner.userId))));
      return lists.flat();
    }
  }
  if (!window) return null;
  const inWindow = listingsIn(window.sizes);
  if (inWindow > upTo) return null;
  return inWindow === 0 ? [] : readFitWindow(window.opening, upTo);
}

/** The owners near the query's place (nearest first), or null without `near`. */
export const nearOwners = (query: ListQuery, origin: GeoPoint | null) => (origin ? ownersNear(origin, radiusOf(query)) : Promise.resolve(null));

/** A page of the candidates: checked, ordered in memory, from the cursor on. */
export function candidatesPage(query: ListQuery, candidates: InventoryItem[], origin: GeoPoint | null): ItemPage {
  const order = listOrder(query, origin);
  const compare = compareKeys(order);
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;
  const check = scopeCheck(query, origin);
  const matches = candidates
    .filter(check)
    .map((item) => ({ item, key: order.key(item) }))
    .filter((match) => after === undefined || compare(match.key, after) > 0)
    .sort((a, b) => compare(a.key, b.key))
    .slice(0, (query.limit ?? Infinity) + 1);
  return pageOf(query, matches, { item: (match) => match.item, key: (match) => match.key }, false);
}

/**
 * The fit order read from the index when the window holds too many to sort in memory: the window's sizes
 * from the closest out (|dW| + |dH| = 0, 1, ...), each gap's sizes merged newest first, until the page is full.
 */
export async function fitOrderPage(query: ListQuery, window: FitWindow, origin: GeoPoint | null): Promise<ItemPage> {
  const order = listOrder(query, origin);
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;
  const [afterGap, afterRecency] = after ? [Number(after.slice(0, 4)), newestFirst(after.slice(5))] : [0, undefined];
  const gaps = new Map<number, FitWindow['sizes']>();
  for (const size of window.sizes) {
    const gap = fitGap(size, window.opening);
    if (gap >= afterGap) gaps.set(gap, [...(gaps.get(gap) ?? []), size]);
  }
  const wanted = (query.limit ?? Infinity) + 1;
  const check = scopeCheck(query, origin);
  const page: InventoryItem[] = [];
  for (const gap of [...gaps.keys()].sort((a, b) => a - b)) {
    if (page.length >= wanted) break;
    const sizes = gaps.get(gap)!;
    const streams = sizes.map((size) => sizeStream(size.category, size.widthIn, size.heightIn, gap === afterGap ? afterRecency : undefined));
    const weights = sizes.map((size) => listingsIn([size]));
    page.push(...(await mergeStreams(streams, byRecency, wanted - page.length, check, weights)));
  }
  return pageOf(query, page, { item: (item) => item, key: order.key }, false);
}

/**
 * The distance order read owner by owner when the owners near the place hold too many listings to sort in
 * memory: nearest owner first, each owner's listings newest first, until the page is full.
 */
export async function distanceOrderPage(query: ListQuery, near: OwnerNear[], origin: GeoPoint): Promise<ItemPage> {
  const order = listOrder(query, origin);
  const compare = compareKeys(order);
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;
  const wanted = (query.limit ?? Infinity) + 1;
  const check = scopeCheck(query, origin);
  const owners = ownersInScope(query, near);
  // The cursor's owner part (distance and owner) and its listing's recency key.
  const [afterOwner, afterRecency] = after ? [after.slice(0, 23), newestFirst(after.slice(24))] : [undefined, undefined];
  const page: InventoryItem[] = [];
  for (const owner of owners) {
    if (page.length >= wanted) break;
    const ownerKey = distanceKey(owner.distanceMi, owner.userId, '').slice(0, 23);
    if (afterOwner !== undefined && compare(ownerKey, afterOwner) < 0) continue;
    const stream = ownerStream(owner.userId, ownerKey === afterOwner ? afterRecency : undefined);
    page.push(...(await mergeStreams([stream], () => 0, wanted - page.length, check)));
  }
  return pageOf(query, page, { item: (item) => item, key: order.key }, false);
}

/**
 * Newest first, past the candidates: the owners near the place merged on their listings' recency, or the fit
 * window's sizes (or, when they are many, the size cells holding them) merged the same way. Null when neither applies.
 */
export async function recentOrderPage(query: ListQuery, near: OwnerNear[] | null, window: FitWindow | null, origin: GeoPoint | null): Promise<ItemPage | null> {
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;
  let streams: ItemStream[];
  // How many listings each stream holds, when known: the first reads are sized by them.
  let weights: number[] | undefined;
  if (near) {
    const owners = ownersInScope(query, near);
    streams = owners.map((owner) => ownerStream(owner.userId, after));
    weights = owners.map((owner) => owner.itemCount);
  } else if (window) {
    // The window's sizes themselves (every listing read fits) while they are few, else the cells that hold them.
    if (window.sizes.length <= WINDOW_STREAMS_MAX) {
      streams = window.sizes.map((size) => sizeStream(size.category, size.widthIn, size.heightIn, after));
      weights = window.sizes.map((size) => listingsIn([size]));
    } else {
      const cells = cellsOf(window.sizes);
      if (cells.length > WINDOW_STREAMS_MAX) return null;
      streams = cells.map((cell) => cellStream(cell, after));
    }
  } else {
    return null;
  }
  const page = await mergeStreams(streams, byRecency, (query.limit ?? Infinity) + 1, scopeCheck(query, origin), weights);
  return pageOf(query, page, { item: (item) => item, key: (item) => sortKeys(item).recent }, false);
}

/** One owner's listings, newest first (gsi2), older than `beforeRecency` when given. */
const ownerStream = (userId: number, beforeRecency?: string) =>
  queryStream({
    IndexName: 'gsi2',
    KeyConditionExpression: beforeRecency ? 'gsi2pk = :owner AND gsi2sk < :before' : 'gsi2pk = :owner',
    ExpressionAttributeValues: { ':owner': ownerPartition(userId), ...(beforeRecency ? { ':before': beforeRecency } : {}) },
    ScanIndexForward: false,
  });

async function readAll(stream: ItemStream): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  while (!stream.done) items.push(...(await stream.read(1000)));
  return items;
}

/** The listings of a page searched with `near`, each with its distance. */
export function withDistances(page: ItemPage, origin: GeoPoint | null): ItemPage {
  if (!origin) return page;
  return {
    ...page,
    items: page.items.map((item) => {
      const miles = itemDistance(item, origin);
      return miles === null ? item : { ...item, distanceMi: roundedMi(miles) };
    }),
  };
}

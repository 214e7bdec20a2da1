import type { GeoPoint, InventoryItem, ListQuery } from '@surplus/shared';
import { distanceMi, fitGap, searchSize } from '@surplus/shared';
import { byteOrder } from './pages';
import { sortKeys } from '../keys';

/**
 * The sort key of each list order, as a string that orders the way the list does (byte order, ascending
 * unless `descending`). Cursors hold the key of the last listing answered, so a page can come from the
 * candidates read in memory or from an index read, and the next page from either.
 * - recent, name, business: the keys of the list indexes (listings/keys.ts); one owner's business order is its name order.
 * - fit: |dW| + |dH|, then newest first.
 * - distance: miles from the `near` place, then the owner, then newest first.
 */
export interface ListOrder {
  key: (item: InventoryItem) => string;
  descending: boolean;
}

/** Recency keys inverted digit by digit: ascending order of the result is newest first. */
export const newestFirst = (recencyKey: string) => recencyKey.replace(/\d/g, (digit) => String(9 - Number(digit)));
const padded = (value: number, width: number) => String(Math.round(value)).padStart(width, '0');

export const fitKey = (gap: number, recencyKey: string) => `${padded(gap, 4)}#${newestFirst(recencyKey)}`;
export const distanceKey = (miles: number, userId: number, recencyKey: string) =>
  `${padded(miles * 1000, 10)}#${padded(userId, 12)}#${newestFirst(recencyKey)}`;

export function listOrder(query: ListQuery, origin: GeoPoint | null): ListOrder {
  switch (query.sort) {
    case 'recent':
      return { key: (item) => sortKeys(item).recent, descending: true };
    case 'name':
      return { key: (item) => sortKeys(item).name, descending: false };
    case 'business':
      return { key: (item) => (query.owner ? sortKeys(item).name : sortKeys(item).business), descending: false };
    case 'price':
      return { key: (item) => sortKeys(item).price, descending: false };
    case 'fit':
      return {
        key: (item) => fitKey(fitGap(searchSize(item) ?? { widthIn: 0, heightIn: 0 }, query), sortKeys(item).recent),
        descending: false,
      };
    case 'distance':
      return {
        key: (item) => distanceKey(itemDistance(item, origin) ?? Infinity, item.userId, sortKeys(item).recent),
        descending: false,
      };
  }
}

/** Miles from `origin` to the listing's business, or null when either place is unknown. */
export function itemDistance(item: InventoryItem, origin: GeoPoint | null): number | null {
  if (!origin || item.lat === undefined || item.lon === undefined) return null;
  return distanceMi(origin, { lat: item.lat, lon: item.lon });
}

/** Orders two keys the way the list does: negative when `a` comes first. */
export const compareKeys = (order: ListOrder) => (a: string, b: string) => (order.descending ? byteOrder(b, a) : byteOrder(a, b));

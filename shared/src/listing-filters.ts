import { FIT_SEARCH, NEAR_SEARCH } from './search-rules';
import { DEFAULT_PRICE_MODE, isPriced } from './deals';
import type { ListQuery } from './schemas/list-query';
import { readSize, type OpeningSize } from './size-reader';
import type { InventoryItem } from './types';

/** The spec, fit and distance filters of a list query (list-query.ts listFilterFields). */
export type ListFilters = Pick<
  ListQuery,
  | 'doorType' | 'partType' | 'material' | 'insulated' | 'fitW' | 'fitH' | 'fitTol' | 'minW' | 'maxW' | 'minH' | 'maxH' | 'near' | 'radiusMi'
  | 'priceMode' | 'maxUnitPriceCents' | 'available'
>;
export const LIST_FILTER_NAMES = [
  'doorType', 'partType', 'material', 'insulated', 'fitW', 'fitH', 'fitTol', 'minW', 'maxW', 'minH', 'maxH', 'near', 'radiusMi',
  'priceMode', 'maxUnitPriceCents', 'available',
] as const satisfies readonly (keyof ListFilters)[];

/** The filters of deals: price and availability. */
export const DEAL_FILTER_NAMES: readonly string[] = ['priceMode', 'maxUnitPriceCents', 'available'] satisfies readonly (keyof ListFilters)[];

export interface GeoPoint {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_MI = 3958.7613;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMi(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances as answers carry them: miles rounded to 0.1. */
export const roundedMi = (miles: number) => Math.round(miles * 10) / 10;

/**
 * The size a listing takes part in size search with: a door's width and height, a part's door size, as the
 * seller entered them or, where they entered none, as its name and description give it (size-reader.ts).
 */
export function searchSize(item: Pick<InventoryItem, 'category' | 'name' | 'description' | 'widthIn' | 'heightIn' | 'fitsWidthIn' | 'fitsHeightIn'>): OpeningSize | null {
  const [widthIn, heightIn] = item.category === 'door' ? [item.widthIn, item.heightIn] : [item.fitsWidthIn, item.fitsHeightIn];
  if (widthIn !== undefined && heightIn !== undefined) return { widthIn, heightIn };
  const read = readSize(`${item.name}\n${item.description}`);
  if (!read) return null;
  return { widthIn: widthIn ?? read.widthIn, heightIn: heightIn ?? read.heightIn };
}

export const fitTolerance = (filters: Pick<ListFilters, 'fitTol'>) => filters.fitTol ?? FIT_SEARCH.tolDefault;
export const radiusOf = (filters: Pick<ListFilters, 'radiusMi'>) => filters.radiusMi ?? NEAR_SEARCH.radiusDefaultMi;

/** How far a size is from the opening: |dW| + |dH|, the `fit` order. */
export const fitGap = (size: OpeningSize, filters: Pick<ListFilters, 'fitW' | 'fitH'>) =>
  Math.abs(size.widthIn - (filters.fitW ?? 0)) + Math.abs(size.heightIn - (filters.fitH ?? 0));

/** The names of the filters a query sets (a facet leaves its own out). */
export type FilterGroup = 'doorType' | 'partType' | 'material' | 'insulated' | 'width' | 'height' | 'fit' | 'near';

/**
 * Whether a listing passes the filters, leaving out the groups in `skip` (facets count the matches of every
 * other filter). `origin` is the `near` place, geocoded; listings without coordinates never pass `near`.
 * The one rule the list routes, the facets, saved-search alerts and the tests' oracle all use.
 */
export function matchesFilters(
  item: InventoryItem,
  filters: ListFilters,
  origin: GeoPoint | null,
  skip: ReadonlySet<FilterGroup> = new Set(),
): boolean {
  const on = (group: FilterGroup) => !skip.has(group);
  if (on('doorType') && filters.doorType && !(item.category === 'door' && item.doorType && filters.doorType.includes(item.doorType))) return false;
  if (on('partType') && filters.partType && !(item.category === 'part' && item.partType && filters.partType.includes(item.partType))) return false;
  if (on('material') && filters.material && !(item.category === 'door' && item.material && filters.material.includes(item.material))) return false;
  if (on('insulated') && filters.insulated && !(item.category === 'door' && item.insulated === true)) return false;
  const sized = filters.minW !== undefined || filters.maxW !== undefined || filters.minH !== undefined || filters.maxH !== undefined || filters.fitW !== undefined;
  if (sized) {
    const size = searchSize(item);
    if (on('width') && !within(size?.widthIn, filters.minW, filters.maxW)) return false;
    if (on('height') && !within(size?.heightIn, filters.minH, filters.maxH)) return false;
    if (on('fit') && filters.fitW !== undefined && filters.fitH !== undefined) {
      const tolerance = fitTolerance(filters);
      if (!size || Math.abs(size.widthIn - filters.fitW) > tolerance || Math.abs(size.heightIn - filters.fitH) > tolerance) return false;
    }
  }
  if (!matchesPrice(item, filters)) return false;
  if (filters.available && availableOf(item) <= 0) return false;
  if (on('near') && filters.near !== undefined) {
    if (!origin || item.lat === undefined || item.lon === undefined) return false;
    if (distanceMi(origin, { lat: item.lat, lon: item.lon }) > radiusOf(filters)) return false;
  }
  return true;
}

/** Units left to reserve: a listing stored before holds existed has none held. */
export const availableOf = (item: Pick<InventoryItem, 'quantity' | 'heldQuantity'>) => Math.max(0, item.quantity - (item.heldQuantity ?? 0));

/** `priceMode` is one of those asked; `maxUnitPriceCents` keeps fixed and negotiable at or under it, and free. */
function matchesPrice(item: InventoryItem, filters: Pick<ListFilters, 'priceMode' | 'maxUnitPriceCents'>): boolean {
  const mode = item.priceMode ?? DEFAULT_PRICE_MODE;
  if (filters.priceMode && !filters.priceMode.includes(mode)) return false;
  if (filters.maxUnitPriceCents === undefined) return true;
  if (mode === 'free') return true;
  return isPriced(mode) && item.unitPriceCents !== undefined && item.unitPriceCents <= filters.maxUnitPriceCents;
}

function within(value: number | undefined, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === undefined) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** GET /api/inventory/facets: how many listings match, and per filter value how many match every other filter. */
export interface ListFacets {
  total: number;
  doorType: Record<string, number>;
  partType: Record<string, number>;
  material: Record<string, number>;
  insulated: number;
  widthIn: SizeBucket[];
  heightIn: SizeBucket[];
  /**
   * Present when no filter narrowed the list (near, fit) and the scope holds more listings than are counted
   * at once: the counts are then those of its newest listings.
   */
  sampled?: true;
}
export interface SizeBucket {
  min: number;
  max: number;
  count: number;
}

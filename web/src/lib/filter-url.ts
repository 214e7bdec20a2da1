import {
  DEAL_LIMITS, DOOR_TYPES, FIT_SEARCH, MATERIALS, NEAR_SEARCH, PART_TYPES, PRICE_MODES, SPEC_LIMITS, type Category, type ListFilters, type SortOption,
} from '@surplus/shared';

const list = <T extends string>(values: readonly T[], text: string | null): T[] | undefined => {
  const picked = values.filter((value) => (text ?? '').split(',').some((part) => part.trim() === value));
  return picked.length > 0 ? picked : undefined;
};

const whole = (text: string | null, min: number, max: number): number | undefined => {
  if (!text || !/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/**
 * The list filters of a page's query string, under the API's names (list-query.ts listFilterFields): the specs, the
 * opening, the place, and the price (`priceMode`, `maxUnitPriceCents` in cents, `available=1`). What the API
 * would refuse reads as unset: an unknown value, a number out of range, one side of the opening, a tolerance
 * without an opening, a radius without a place. An unknown place is kept: only the API knows the places.
 */
export function parseFilterParams(params: URLSearchParams): ListFilters {
  const fitW = whole(params.get('fitW'), SPEC_LIMITS.sizeMinIn, SPEC_LIMITS.sizeMaxIn);
  const fitH = whole(params.get('fitH'), SPEC_LIMITS.sizeMinIn, SPEC_LIMITS.sizeMaxIn);
  const opening = fitW !== undefined && fitH !== undefined;
  const near = params.get('near')?.trim().slice(0, NEAR_SEARCH.textMax) || undefined;
  const filters: ListFilters = {
    doorType: list(DOOR_TYPES, params.get('doorType')),
    partType: list(PART_TYPES, params.get('partType')),
    material: list(MATERIALS, params.get('material')),
    insulated: params.get('insulated') === '1' || params.get('insulated') === 'true' ? true : undefined,
    fitW: opening ? fitW : undefined,
    fitH: opening ? fitH : undefined,
    fitTol: opening ? whole(params.get('fitTol'), 0, FIT_SEARCH.tolMax) : undefined,
    minW: whole(params.get('minW'), 0, SPEC_LIMITS.sizeMaxIn),
    maxW: whole(params.get('maxW'), 0, SPEC_LIMITS.sizeMaxIn),
    minH: whole(params.get('minH'), 0, SPEC_LIMITS.sizeMaxIn),
    maxH: whole(params.get('maxH'), 0, SPEC_LIMITS.sizeMaxIn),
    near,
    radiusMi: near ? whole(params.get('radiusMi'), NEAR_SEARCH.radiusMinMi, NEAR_SEARCH.radiusMaxMi) : undefined,
    priceMode: list(PRICE_MODES, params.get('priceMode')),
    maxUnitPriceCents: whole(params.get('maxUnitPriceCents'), 0, DEAL_LIMITS.unitPriceCentsMax),
    available: params.get('available') === '1' || params.get('available') === 'true' ? true : undefined,
  };
  return setOnly(filters);
}

const setOnly = (filters: ListFilters): ListFilters => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

/** The filters that can hold for a list of one category: a door list has no part type, a part list no door specs. */
export function filtersFor(category: Category | undefined, filters: ListFilters): ListFilters {
  if (category === 'door') return setOnly({ ...filters, partType: undefined });
  if (category === 'part') return setOnly({ ...filters, doorType: undefined, material: undefined, insulated: undefined });
  return filters;
}

/** A sort the filters allow: best fit needs an opening, nearest a place; otherwise the list's default. */
export function sortWith(filters: ListFilters, sort: SortOption): SortOption {
  if (sort === 'fit' && filters.fitW === undefined) return 'recent';
  if (sort === 'distance' && filters.near === undefined) return 'recent';
  return sort;
}

import { LIST_FILTER_NAMES, type ListFilters } from './listing-filters';

/**
 * The filters as the list routes' query string takes them (list-query.ts listFilterFields): several values
 * comma separated, `insulated=1`, numbers as digits; in one fixed order, the unset ones left out.
 */
export function filterQuery(filters: ListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of LIST_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined) continue;
    query[name] = Array.isArray(value) ? value.join(',') : value === true ? '1' : String(value);
  }
  return query;
}

/** Whether any filter is set. */
export const hasFilters = (filters: ListFilters) => Object.keys(filterQuery(filters)).length > 0;

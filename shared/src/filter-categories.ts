import { CATEGORIES, type Category } from './listing-rules';
import type { ListFilters } from './listing-filters';

/**
 * The categories a listing can be in and pass the filters (matchesFilters): door type, material and insulated
 * hold only for doors, part type only for parts; `category` narrows it further. Empty when nothing can match.
 */
export function filterCategories(filters: ListFilters, category?: Category): Category[] {
  const doorOnly = Boolean(filters.doorType || filters.material || filters.insulated);
  return CATEGORIES.filter((candidate) => (!category || candidate === category) && (candidate === 'door' ? !filters.partType : !doorOnly));
}

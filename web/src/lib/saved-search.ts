import type { Category, ListFilters } from '@surplus/shared';
import { filterSummary } from './filter-summary';
import { changeListUrl, listUrlSearch, parseListUrl } from './list-url';

const CATEGORY_NAMES: Record<Category, string> = { door: 'doors', part: 'parts' };

interface SearchFields {
  q?: string;
  category?: Category;
  filters?: ListFilters;
}

/** How a saved search reads: its text, else its category, then its filters ("12x14 · insulated · within 100 mi of Dallas, TX"). */
export const searchLabel = ({ q, category, filters }: SearchFields): string =>
  [q?.trim() || (category ? CATEGORY_NAMES[category] : filters ? '' : 'all listings'), filters ? filterSummary(filters) : ''].filter(Boolean).join(' · ');

const CATEGORY_PATHS: Record<Category, string> = { door: '/doors', part: '/parts' };

/** The list a saved search runs on: its category's page (/doors, /parts), else /inventory, with its text and filters. */
export function savedSearchUrl({ q, category, filters }: SearchFields): string {
  const search = listUrlSearch(changeListUrl(parseListUrl(new URLSearchParams()), { q: q ?? '', filters: filters ?? {} })).toString();
  return `${category ? CATEGORY_PATHS[category] : '/inventory'}${search ? `?${search}` : ''}`;
}

import { CATEGORIES, filterQuery, parseId, SORT_OPTIONS, type Category, type ListFilters, type SortOption } from '@surplus/shared';
import { parseFilterParams, sortWith } from './filter-url';

const LIST_PATHS = ['/', '/inventory', '/doors', '/parts', '/my-inventory'];
const BUSINESS_PATH = '/business/';

/** The list pages (a business's page among them): their query string is the list's state. */
export const isListPath = (pathname: string) =>
  LIST_PATHS.includes(pathname) || (pathname.startsWith(BUSINESS_PATH) && parseId(pathname.slice(BUSINESS_PATH.length)) !== null);

/**
 * What a list page shows, as its query string holds it: `q`, `category` (door, part), the spec, fit and
 * distance filters under the API's names (filter-url.ts), `mine` (the home page's My Listings tab), `sort`,
 * `business` (owner ids, comma separated), `hideMine`, `tab` (business) and `page` with its `cursor`.
 * Anything missing or malformed reads as its default; a sort the filters do not allow reads as the default.
 */
export interface ListUrlState {
  q: string;
  category?: Category;
  filters: ListFilters;
  mine: boolean;
  sort: SortOption;
  business: number[];
  hideMine: boolean;
  tab: 'all' | 'business';
  page: number;
  /** Where `page` starts (the `nextCursor` of the page before); without it the page is found from page 1. */
  cursor?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

export function parseListUrl(params: URLSearchParams): ListUrlState {
  const page = Number(params.get('page'));
  const business = (params.get('business') ?? '').split(',').flatMap((text) => parseId(text) ?? []);
  const filters = parseFilterParams(params);
  return {
    q: params.get('q') ?? '',
    category: oneOf(CATEGORIES, params.get('category')),
    filters,
    mine: params.get('mine') === '1',
    sort: sortWith(filters, oneOf(SORT_OPTIONS, params.get('sort')) ?? 'recent'),
    business: [...new Set(business)],
    hideMine: params.get('hideMine') === '1',
    tab: params.get('tab') === 'business' ? 'business' : 'all',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    cursor: (page > 1 && params.get('cursor')) || undefined,
  };
}

/** The query string of `state`, defaults left out, in one fixed order. */
export function listUrlSearch(state: ListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  for (const [name, value] of Object.entries(filterQuery(state.filters))) params.set(name, value);
  if (state.mine) params.set('mine', '1');
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.business.length) params.set('business', state.business.join(','));
  if (state.hideMine) params.set('hideMine', '1');
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.page > 1) {
    params.set('page', String(state.page));
    if (state.cursor) params.set('cursor', state.cursor);
  }
  return params;
}

/**
 * `state` with `changes` applied: any change but the page's own goes back to page 1, and a filter change that
 * takes away what the sort orders by goes back to the default sort.
 */
export function changeListUrl(state: ListUrlState, changes: Partial<ListUrlState>): ListUrlState {
  const paging = Object.keys(changes).every((key) => key === 'page' || key === 'cursor');
  if (paging) return { ...state, cursor: undefined, ...changes };
  const changed = { ...state, page: 1, cursor: undefined, ...changes };
  return { ...changed, sort: sortWith(changed.filters, changed.sort) };
}

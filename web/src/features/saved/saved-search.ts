import type { Category } from '@surplus/shared';
import { changeListUrl, listUrlSearch, parseListUrl } from '../../lib/list-url';

const CATEGORY_NAMES: Record<Category, string> = { door: 'doors', part: 'parts' };

/** How a saved search reads: its text, else its category. */
export const searchLabel = ({ q, category }: { q?: string; category?: Category }): string =>
  q?.trim() || (category ? CATEGORY_NAMES[category] : 'all listings');

const CATEGORY_PATHS: Record<Category, string> = { door: '/doors', part: '/parts' };

/** The list a saved search runs on: its category's page (/doors, /parts), else /inventory, with its text. */
export function savedSearchUrl({ q, category }: { q?: string; category?: Category }): string {
  const search = listUrlSearch(changeListUrl(parseListUrl(new URLSearchParams()), { q: q ?? '' })).toString();
  return `${category ? CATEGORY_PATHS[category] : '/inventory'}${search ? `?${search}` : ''}`;
}

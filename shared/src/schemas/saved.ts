import * as z from 'zod/mini';
import { CATEGORIES } from '../listing-rules';
import { filterCategories } from '../filter-categories';
import { hasFilters } from '../filter-query';
import type { ListFilters } from '../listing-filters';
import { queryWords } from '../search-words';
import { filterRules, listFilterFields, searchTextSchema } from './list-query';
import { integer, maxLength, minLength, objectRule, union } from './zod';

const PAGE_LIMIT_MAX = 50;

/** Query string of GET /api/saved and GET /api/notifications. */
export const pageQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(integer(), z.minimum(1), z.maximum(PAGE_LIMIT_MAX)), 20),
  cursor: z.optional(z.string().check(minLength(1), maxLength(1024))),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const SAVED_SEARCH_EMPTY = 'Enter a search, choose a category or set a filter to save';
export const SAVED_SEARCH_NO_MATCH = 'These filters match no listing: door type, material and insulated are for doors, part type for parts';

/**
 * Body of POST /api/saved-searches: the `q`, `category` and filters of a list route, the filters written as its
 * query string takes them (`"doorType": "sectional,rolling-steel"`, `"fitW": "144"`, `"insulated": "1"`). A `q`
 * without a word (only spaces or punctuation) counts as none.
 */
export const savedSearchCreateSchema = z
  .strictObject({
    q: z.optional(
      z.pipe(
        z.pipe(z.string().check(z.trim()), searchTextSchema),
        z.transform((q: string) => (queryWords(q).length > 0 ? q : undefined)),
      ),
    ),
    category: z.optional(z.enum(CATEGORIES)),
    ...listFilterFields,
  })
  .check(
    objectRule((search) => search.q !== undefined || search.category !== undefined || hasFilters(search), SAVED_SEARCH_EMPTY),
    objectRule<ListFilters & { category?: (typeof CATEGORIES)[number] }>((search) => filterCategories(search, search.category).length > 0, SAVED_SEARCH_NO_MATCH),
    ...filterRules(),
  );
export type SavedSearchInput = z.input<typeof savedSearchCreateSchema>;

const NOTIFICATION_IDS_MAX = 100;

/** Body of POST /api/notifications/read: some notifications by id, or all of them. */
export const notificationsReadSchema = union(
  [
    z.strictObject({
      ids: z
        .array(z.string().check(minLength(1), maxLength(100)))
        .check(minLength(1), maxLength(NOTIFICATION_IDS_MAX, `At most ${NOTIFICATION_IDS_MAX} ids at once`)),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);
export type NotificationsRead = z.output<typeof notificationsReadSchema>;

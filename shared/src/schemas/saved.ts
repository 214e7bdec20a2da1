import { z } from 'zod';
import { CATEGORIES } from '../constants';
import { queryWords } from '../search-words';
import { searchTextSchema } from './list-query';

const PAGE_LIMIT_MAX = 50;

/** Query string of GET /api/saved and GET /api/notifications. */
export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
    cursor: z.string().min(1).max(1024).optional(),
  })
  .strict();
export type PageQuery = z.output<typeof pageQuerySchema>;

export const SAVED_SEARCH_EMPTY = 'Enter a search or choose a category to save';

/**
 * Body of POST /api/saved-searches: the `q` and `category` of a list route. A `q` without a word (only
 * spaces or punctuation) counts as none.
 */
export const savedSearchCreateSchema = z
  .object({
    q: z
      .string()
      .trim()
      .pipe(searchTextSchema)
      .transform((q) => (queryWords(q).length > 0 ? q : undefined))
      .optional(),
    category: z.enum(CATEGORIES).optional(),
  })
  .strict()
  .refine((search) => search.q !== undefined || search.category !== undefined, { message: SAVED_SEARCH_EMPTY });
export type SavedSearchInput = z.input<typeof savedSearchCreateSchema>;

const NOTIFICATION_IDS_MAX = 100;

/** Body of POST /api/notifications/read: some notifications by id, or all of them. */
export const notificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(100)).min(1).max(NOTIFICATION_IDS_MAX, `At most ${NOTIFICATION_IDS_MAX} ids at once`) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
], { errorMap: () => ({ message: 'Send { "ids": [...] } or { "all": true }' }) });
export type NotificationsRead = z.output<typeof notificationsReadSchema>;

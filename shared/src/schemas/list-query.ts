import { z } from 'zod';
import { CATEGORIES, LIST_QUERY_MAX, SORT_OPTIONS } from '../constants';
import type { InventoryItem } from '../types';

export const LIST_LIMIT_MAX = 100;
export const LIST_OWNERS_MAX = 20;

const userId = z.coerce.number().int().positive();

/**
 * Search text as the list routes and typeahead take it. Only its length is bounded: a part number such as
 * `A1B2C3D4E5` is ten words (letter/digit boundaries split), and 100 characters hold few enough words
 * for one DynamoDB filter condition each.
 */
export const searchTextSchema = z.string().max(LIST_QUERY_MAX, `Search text must be at most ${LIST_QUERY_MAX} characters`);

const listQueryObject = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    cursor: z.string().min(1).max(2048).optional(),
    category: z.enum(CATEGORIES).optional(),
    q: z.string().trim().pipe(searchTextSchema).optional(),
    sort: z.enum(SORT_OPTIONS).default('recent'),
    owner: z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(userId).min(1).max(LIST_OWNERS_MAX, `At most ${LIST_OWNERS_MAX} owners`))
      .optional(),
    excludeOwner: userId.optional(),
  })
  .strict();

const oneOwnerToSortByName = <T extends { owner?: number[]; sort: string }>(query: T) =>
  !(query.owner && query.owner.length > 1 && query.sort !== 'recent');
const ONE_OWNER_MESSAGE = { message: 'Sorting by name or business needs a single owner', path: ['sort'] };

/**
 * Query string of GET /api/inventory. Without `limit` the list routes answer the spec's plain array
 * (every match); with it, one page `{ items, nextCursor }`. `owner` is one user id or several, comma separated.
 */
export const listQuerySchema = listQueryObject.refine(oneOwnerToSortByName, ONE_OWNER_MESSAGE);
/** GET /api/inventory/door and /part: the category is the route's. */
export const categoryListQuerySchema = listQueryObject.omit({ category: true }).refine(oneOwnerToSortByName, ONE_OWNER_MESSAGE);
/** GET /api/inventory/user: the owner is the caller. */
export const ownListQuerySchema = listQueryObject.omit({ owner: true, excludeOwner: true });
export type ListQueryInput = z.input<typeof listQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;

/**
 * One page of a list route: `nextCursor` is null on the last page. `fuzzy` is true when nothing matched `q`
 * exactly and the page holds close matches (words of five or more letters within one edit).
 */
export interface ItemPage {
  items: InventoryItem[];
  nextCursor: string | null;
  fuzzy?: true;
}

/** GET /api/businesses: every business with at least one listing, by name. */
export interface Business {
  id: number;
  businessName: string;
  businessLocation?: string;
  businessContact?: string;
  itemCount: number;
}

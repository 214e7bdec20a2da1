import * as z from 'zod/mini';
import { CATEGORIES, LIST_QUERY_MAX, SORT_OPTIONS } from '../constants';
import { idQuerySchema } from '../ids';
import type { InventoryItem } from '../types';
import { integer, maxLength, minLength, objectRule } from './zod';

export const LIST_LIMIT_MAX = 100;
export const LIST_OWNERS_MAX = 20;

/**
 * Search text as the list routes and typeahead take it. Only its length is bounded: a part number such as
 * `A1B2C3D4E5` is ten words (letter/digit boundaries split), and 100 characters hold few enough words
 * for one DynamoDB filter condition each.
 */
export const searchTextSchema = z.string().check(maxLength(LIST_QUERY_MAX, `Search text must be at most ${LIST_QUERY_MAX} characters`));

const listQueryObject = z.strictObject({
  limit: z.optional(z.coerce.number().check(integer(), z.minimum(1), z.maximum(LIST_LIMIT_MAX))),
  cursor: z.optional(z.string().check(minLength(1), maxLength(2048))),
  category: z.optional(z.enum(CATEGORIES)),
  q: z.optional(z.pipe(z.string().check(z.trim()), searchTextSchema)),
  sort: z._default(z.enum(SORT_OPTIONS), 'recent'),
  owner: z.optional(
    z.pipe(
      z.pipe(z.string(), z.transform((value) => value.split(','))),
      z.array(idQuerySchema).check(minLength(1), maxLength(LIST_OWNERS_MAX, `At most ${LIST_OWNERS_MAX} owners`)),
    ),
  ),
  excludeOwner: z.optional(idQuerySchema),
});

const oneOwnerToSortByName = () =>
  objectRule<{ owner?: number[]; sort: string }>(
    (query) => !(query.owner && query.owner.length > 1 && query.sort !== 'recent'),
    'Sorting by name or business needs a single owner',
    ['sort'],
  );

/**
 * Query string of GET /api/inventory. Without `limit` the list routes answer the spec's plain array
 * (every match); with it, one page `{ items, nextCursor }`. `owner` is one user id or several, comma separated.
 */
export const listQuerySchema = listQueryObject.check(oneOwnerToSortByName());
/** GET /api/inventory/door and /part: the category is the route's. */
export const categoryListQuerySchema = z.omit(listQueryObject, { category: true }).check(oneOwnerToSortByName());
/** GET /api/inventory/user: the owner is the caller. */
export const ownListQuerySchema = z.omit(listQueryObject, { owner: true, excludeOwner: true });
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

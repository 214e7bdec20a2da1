import * as z from 'zod/mini';
import { CATEGORIES, DOOR_TYPES, MATERIALS, PART_TYPES, SPEC_LIMITS } from '../listing-rules';
import { FIT_SEARCH, LIST_QUERY_MAX, NEAR_SEARCH, SORT_OPTIONS } from '../search-rules';
import { idQuerySchema } from '../ids';
import { DEAL_LIMITS, PRICE_MODES } from '../deals';
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

/** A whole number in [min, max] from the query string; the message names the parameter. */
const wholeNumber = (name: string, min: number, max: number, unit: string) => {
  const message = `${name} must be a whole number${unit} from ${min} to ${max}`;
  return z.pipe(
    z.string().check(z.regex(/^\s*-?\d+\s*$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.minimum(min, message), z.maximum(max, message))),
  );
};
const size = (name: string) => z.optional(wholeNumber(name, SPEC_LIMITS.sizeMinIn, SPEC_LIMITS.sizeMaxIn, ' of inches'));
const range = (name: string) => z.optional(wholeNumber(name, 0, SPEC_LIMITS.sizeMaxIn, ' of inches'));

/** One value or several, comma separated, each one of `values`. */
const anyOf = <const Values extends readonly [string, ...string[]]>(name: string, values: Values) =>
  z.optional(
    z.pipe(
      z.pipe(z.string(), z.transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))),
      z
        .array(z.enum(values, { error: `${name} must be one or more of ${values.join(', ')}, comma separated` }))
        .check(minLength(1, `${name} must be one or more of ${values.join(', ')}, comma separated`)),
    ),
  );

/**
 * The spec, fit and distance filters of the list routes (and of saved searches). `fitTol` and `radiusMi` have
 * their defaults only where `fitW`/`fitH` and `near` are given (listing-filters.ts).
 */
export const listFilterFields = {
  doorType: anyOf('doorType', DOOR_TYPES),
  partType: anyOf('partType', PART_TYPES),
  material: anyOf('material', MATERIALS),
  insulated: z.optional(z.pipe(z.enum(['1', 'true'], { error: 'insulated must be 1' }), z.transform(() => true as const))),
  fitW: size('fitW'),
  fitH: size('fitH'),
  fitTol: z.optional(wholeNumber('fitTol', 0, FIT_SEARCH.tolMax, ' of inches')),
  minW: range('minW'),
  maxW: range('maxW'),
  minH: range('minH'),
  maxH: range('maxH'),
  near: z.optional(
    z.string().check(
      z.trim(),
      minLength(1, 'near must be a "City, ST" or a 5-digit ZIP'),
      maxLength(NEAR_SEARCH.textMax, `near must be at most ${NEAR_SEARCH.textMax} characters`),
    ),
  ),
  radiusMi: z.optional(wholeNumber('radiusMi', NEAR_SEARCH.radiusMinMi, NEAR_SEARCH.radiusMaxMi, ' of miles')),
  priceMode: anyOf('priceMode', PRICE_MODES),
  maxUnitPriceCents: z.optional(wholeNumber('maxUnitPriceCents', 0, DEAL_LIMITS.unitPriceCentsMax, ' of cents')),
  available: z.optional(z.pipe(z.enum(['1', 'true'], { error: 'available must be 1' }), z.transform(() => true as const))),
};

/** The rules between filters: an opening has both sides, and the fit and distance orders need what they order by. */
export const filterRules = () => [
  objectRule<{ fitW?: number; fitH?: number }>((query) => (query.fitW === undefined) === (query.fitH === undefined), 'fitW and fitH go together: give both sides of the opening', ['fitW']),
  objectRule<{ fitW?: number; fitTol?: number }>((query) => query.fitTol === undefined || query.fitW !== undefined, 'fitTol needs fitW and fitH', ['fitTol']),
  objectRule<{ near?: string; radiusMi?: number }>((query) => query.radiusMi === undefined || query.near !== undefined, 'radiusMi needs near', ['radiusMi']),
  objectRule<{ sort?: string; fitW?: number }>((query) => query.sort !== 'fit' || query.fitW !== undefined, 'Sorting by fit needs fitW and fitH', ['sort']),
  objectRule<{ sort?: string; near?: string }>((query) => query.sort !== 'distance' || query.near !== undefined, 'Sorting by distance needs near', ['sort']),
];

const listQueryObject = z.strictObject({
  ...listFilterFields,
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
    (query) => !(query.owner && query.owner.length > 1 && (query.sort === 'name' || query.sort === 'business')),
    'Sorting by name or business needs a single owner',
    ['sort'],
  );

/**
 * Query string of GET /api/inventory. Without `limit` the list routes answer the spec's plain array
 * (every match); with it, one page `{ items, nextCursor }`. `owner` is one user id or several, comma separated.
 */
export const listQuerySchema = listQueryObject.check(oneOwnerToSortByName(), ...filterRules());
/** GET /api/inventory/door and /part: the category is the route's. */
export const categoryListQuerySchema = z.omit(listQueryObject, { category: true }).check(oneOwnerToSortByName(), ...filterRules());
/** GET /api/inventory/user: the owner is the caller. */
export const ownListQuerySchema = z.omit(listQueryObject, { owner: true, excludeOwner: true }).check(...filterRules());
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

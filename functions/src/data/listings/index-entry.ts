import type { InventoryItem } from '@surplus/shared';
import { searchText, sortKeys } from './keys';

/**
 * What another entity's index keeps of a listing to filter and order it as the lists do without reading it (the
 * search's postings and word lines, search/postings.ts and search/word-lines.ts): its id, category and owner, its
 * place in each list order and its word text. The places are the values the list indexes sort on (listings/keys.ts)
 * and a list cursor holds, so a page of a search and a page of the list read densely continue each other; listings
 * owns their format, the search stores them as attributes of its own records and never reads a listing with them.
 */
export const listingEntry = (item: InventoryItem) => ({ id: item.id, category: item.category, userId: item.userId, ...sortKeys(item), words: searchText(item) });
export type ListingEntry = ReturnType<typeof listingEntry>;

/** The listing's place in the newest-first order (its lastUpdated, then its id): what a word line's entry holds. */
export const recencyOf = (item: InventoryItem) => sortKeys(item).recent;

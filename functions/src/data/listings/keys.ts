import type { Category, InventoryItem, SortOption } from '@surplus/shared';
import { DEFAULT_PRICE_MODE, isPriced, listingWords, searchSize, wordText } from '@surplus/shared';
import { ITEM_KEY_PREFIX } from '../table/definition';

/**
 * Keys of the item entity. Every read is a Get or a Query; lists read one index partition per
 * category (or per owner) and merge them, so a page costs the same at 1k and at 100k items.
 *
 * | access pattern                       | index | partition key     | sort key (order)                        |
 * |--------------------------------------|-------|-------------------|-----------------------------------------|
 * | item by id                           | table | ITEM#<id>         | ITEM                                    |
 * | category, newest first               | gsi1  | CAT#<category>    | <lastUpdated>#<id> (descending)         |
 * | category, by name                    | gsi3  | CAT#<category>    | <name>\x01<id> (ascending)              |
 * | category, by business                | gsi4  | CAT#<category>    | <business>\x01<name>\x01<id> (asc.)     |
 * | all items (any sort)                 | as category, both partitions merged on the sort key            |
 * | owner(s), newest first               | gsi2  | OWNER#<userId>    | <lastUpdated>#<id> (descending)         |
 * | one owner, by name or business       | gsi5  | OWNER#<userId>    | <name>\x01<id> (one owner: one business)|
 * | every listing of one owner (CSV      | gsi2  | OWNER#<userId>    | read page by page (listings/items.ts             |
 * | export, upsert by item id)           |       |                   | ownItemPages)                           |
 * | category inside an owner, or         | the pattern above plus a filter on `category` / `userId`       |
 * | list, excluding an owner             | (listings/lists/pages.ts)                                                |
 * | search `q`                           | the word index (search/postings.ts, search/item-search.ts); when every|
 * |                                      | word is common, its word lines newest first (search/word-lines.ts), or|
 * |                                      | in other orders the pattern above filtered on `search`         |
 * | sitemap page n: the ids of           | gsi6  | SITEMAP#<n>       | <id, zero-padded> (ascending); projects |
 * | [(n-1)*25000+1, n*25000]             |       |                   | id, lastUpdated (listings/sitemap-entries.ts)    |
 * | fit: listings of a category whose    | gsi8  | FIT#<category>#<w>| <h, 3 digits>#<lastUpdated>#<id>        |
 * | size is w x h (entered or read from  |       | (sparse: only     | (a height range is a BETWEEN; one       |
 * | the text, shared searchSize)         |       | sized listings)   | height, newest first, a begins_with)    |
 * | fit, newest first: the size cells    | gsi9  | SIZE#<category>#  | <lastUpdated>#<id> (descending)         |
 * | (whole feet) an opening's window     | (sparse)| <w ft>x<h ft>   | (a window of +-t inches spans few cells)|
 * | near a place                         | the owners near it (users/owners-near.ts), then their gsi2 partitions |
 * | category, by price (free first, on   | gsi10 | CAT#<category>    | <rank><cents, 9 digits>\x01<id> (asc.)  |
 * | request last)                        |       |                   |                                         |
 * | owner(s), by price                   | gsi11 | OWNER#<userId>    | as gsi10                                |
 *
 * No write sharding: item writes are human-paced (a national market sees a few per second, far below a
 * partition's 1,000 writes/s), and each category partition takes only its share of them.
 * Names and business names are folded (lower case, NFKC) so A-Z ordering ignores case.
 */
export const itemKey = (id: number) => ({ pk: `${ITEM_KEY_PREFIX}${id}`, sk: 'ITEM' });

const SORT_KEY_TEXT_MAX = 200;
const SEPARATOR = '\u0001';
const paddedId = (id: number) => String(id).padStart(12, '0');
const fold = (text: string) => text.normalize('NFKC').toLowerCase().trim().slice(0, SORT_KEY_TEXT_MAX);

export const categoryPartition = (category: Category) => `CAT#${category}`;
export const ownerPartition = (userId: number) => `OWNER#${userId}`;
/** The gsi2 partition of an owner's listings all transferred: in none of its lists, still found when its account is deleted. */
export const transferredPartition = (userId: number) => `TRANSFERRED#${userId}`;
const recencyKey = (item: Pick<InventoryItem, 'lastUpdated' | 'id'>) => `${item.lastUpdated}#${paddedId(item.id)}`;
const nameKey = (item: Pick<InventoryItem, 'name' | 'id'>) => `${fold(item.name)}${SEPARATOR}${paddedId(item.id)}`;
const PRICE_RANK = { free: '0', fixed: '1', negotiable: '1', 'on-request': '2' } as const;
/** Free first, then fixed and negotiable by unit price, then on request; the id breaks ties. */
const priceKey = (item: Pick<InventoryItem, 'priceMode' | 'unitPriceCents' | 'id'>) => {
  const mode = item.priceMode ?? DEFAULT_PRICE_MODE;
  const cents = isPriced(mode) ? (item.unitPriceCents ?? 0) : 0;
  return `${PRICE_RANK[mode]}${String(cents).padStart(9, '0')}${SEPARATOR}${paddedId(item.id)}`;
};
const businessKey = (item: Pick<InventoryItem, 'businessName' | 'name' | 'id'>) =>
  `${fold(item.businessName)}${SEPARATOR}${nameKey(item)}`;

/**
 * Listing ids per sitemap page. The protocol allows 50,000 URLs per file, but a Lambda answer is at most 6 MB:
 * 50,000 URLs of about 120 bytes (a long custom domain makes them longer) would not always fit, 25,000 always do.
 */
export const SITEMAP_PAGE_SIZE = 25_000;
/** The sitemap page of a listing: ids are serial, so page n holds ids (n-1)*SITEMAP_PAGE_SIZE+1 to n*SITEMAP_PAGE_SIZE. */
export const sitemapPageOf = (id: number) => Math.ceil(id / SITEMAP_PAGE_SIZE);
export const sitemapPartition = (page: number) => `SITEMAP#${page}`;

/** What `q` is matched against: the listing's search words, each after a space (see wordText in shared). */
export const searchText = (item: InventoryItem) => wordText(listingWords(item));

/** The sort key a list order reads, as posting attributes carry it too. */
export const sortKeys = (item: InventoryItem) => ({ recent: recencyKey(item), name: nameKey(item), business: businessKey(item), price: priceKey(item) });

export const fitPartition = (category: Category, widthIn: number) => `FIT#${category}#${widthIn}`;
/** Sizes in whole feet: a size cell holds the listings of 12 x 12 inches of sizes (144 to 155 by 168 to 179). */
export const sizeCell = (inches: number) => Math.floor(inches / 12);
export const sizeCellPartition = (category: Category, widthCell: number, heightCell: number) => `SIZE#${category}#${widthCell}x${heightCell}`;
export const heightKey = (heightIn: number) => String(heightIn).padStart(3, '0');

/** The fit index's keys, for a listing with a size (entered, or read from its text). */
function fitAttributes(item: InventoryItem) {
  const size = searchSize(item);
  if (!size) return {};
  return {
    sizeW: size.widthIn,
    sizeH: size.heightIn,
    gsi8pk: fitPartition(item.category, size.widthIn),
    gsi8sk: `${heightKey(size.heightIn)}#${recencyKey(item)}`,
    gsi9pk: sizeCellPartition(item.category, sizeCell(size.widthIn), sizeCell(size.heightIn)),
    gsi9sk: recencyKey(item),
  };
}

/** Every derived attribute of a stored item: index keys and the search text. */
export function itemIndexAttributes(item: InventoryItem) {
  return {
    ...fitAttributes(item),
    gsi1pk: categoryPartition(item.category),
    gsi1sk: recencyKey(item),
    gsi2pk: ownerPartition(item.userId),
    gsi2sk: recencyKey(item),
    gsi3pk: categoryPartition(item.category),
    gsi3sk: nameKey(item),
    gsi4pk: categoryPartition(item.category),
    gsi4sk: businessKey(item),
    gsi5pk: ownerPartition(item.userId),
    gsi5sk: nameKey(item),
    gsi10pk: categoryPartition(item.category),
    gsi10sk: priceKey(item),
    gsi11pk: ownerPartition(item.userId),
    gsi11sk: priceKey(item),
    gsi6pk: sitemapPartition(sitemapPageOf(item.id)),
    gsi6sk: paddedId(item.id),
    search: searchText(item),
  };
}
export type ItemIndexAttributes = ReturnType<typeof itemIndexAttributes>;

export interface IndexPlan {
  indexName: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5' | 'gsi10' | 'gsi11';
  partitions: string[];
  ascending: boolean;
}

/** The index and partitions a list reads: per owner when owners are given, else per category. */
export function indexPlan(sort: SortOption, scope: { owners?: number[]; categories: readonly Category[] }): IndexPlan {
  if (scope.owners) {
    return {
      indexName: sort === 'name' || sort === 'business' ? 'gsi5' : sort === 'price' ? 'gsi11' : 'gsi2',
      partitions: scope.owners.map(ownerPartition),
      ascending: sort === 'name' || sort === 'business' || sort === 'price',
    };
  }
  // Fit and distance orders are applied to the matches a search reads (listing-search.ts); their dense reads go newest first.
  const indexName = ({ recent: 'gsi1', name: 'gsi3', business: 'gsi4', fit: 'gsi1', distance: 'gsi1', price: 'gsi10' } as const)[sort];
  return { indexName, partitions: scope.categories.map(categoryPartition), ascending: indexName !== 'gsi1' };
}

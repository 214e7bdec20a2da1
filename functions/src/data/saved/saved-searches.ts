import type { Category, GeoPoint, InventoryItem, ListFilters, SavedSearch } from '@surplus/shared';
import {
  filterCategories, filterQuery, hasFilters, listingWords, matchesFilters, queryWords, SAVED_SEARCH_NO_MATCH, SAVED_SEARCHES_FULL, SAVED_SEARCHES_MAX, STOP_WORDS,
  textHasWord, UNKNOWN_LOCATION, wordText,
} from '@surplus/shared';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { geocode } from '../../geo/geocode';
import { badRequest, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { batchGetAll, db, queryAll, table } from '../table/client';
import { getCommonWords, startsCommonWord } from '../search/common-words';
import { cancellationCodes, type TransactItem, writeTransaction } from '../table/transactions';

/**
 * The saved-search entity. A listing write finds the searches it matches without a scan: each search is
 * filed in an index partition under one of its words (its key word: not common, the longest) or, without
 * a query, under its category, or without one, under every category its filters allow (a filing copy of
 * the search for each one after the first). A listing can only match a search whose key word starts one of the
 * listing's words, so the candidates are the searches filed under a prefix of a listing word or under its
 * category. One marker per partition in use lets the fan-out find those partitions with batch reads (100
 * keys per call) and query only the ones that exist; every candidate is then checked with the list routes'
 * rules (search-words.ts, and matchesFilters with the `near` point geocoded at save).
 *
 * | access pattern                                | index | partition key          | sort key     |
 * |-----------------------------------------------|-------|------------------------|--------------|
 * | the user's saved searches                     | table | SEARCHES#<userId>      | SEARCH#<id>  |
 * | how many the user has (the limit of 20)       | table | SEARCHES#<userId>      | COUNT        |
 * | a search's further filings (a copy each)      | table | SEARCHES#<userId>      | FILED#<id>#<partition> |
 * | partitions in use, by exact key (batch get)   | table | MARK#<partition>       | MARK         |
 * | searches filed under a key word               | gsi1  | SEARCHWORD#<word>      | <id>         |
 * | searches of a category without a query       | gsi1  | SEARCHCAT#<category>   | <id>         |
 */
export interface SavedSearchRecord extends SavedSearch {
  userId: number;
  /** The query's words (search-words.ts queryWords). */
  words: string[];
  keyWord?: string;
  filters?: ListFilters;
  /** The `near` place's point. */
  origin?: GeoPoint;
}

export interface SavedSearchFields {
  q?: string;
  category?: Category;
  filters?: ListFilters;
}

const searchesPartition = (userId: number) => `SEARCHES#${userId}`;
const searchKey = (userId: number, id: string) => ({ pk: searchesPartition(userId), sk: `SEARCH#${id}` });
const filingKey = (userId: number, id: string, partition: string) => ({ pk: searchesPartition(userId), sk: `FILED#${id}#${partition}` });
const countKey = (userId: number) => ({ pk: searchesPartition(userId), sk: 'COUNT' });
const wordPartition = (word: string) => `SEARCHWORD#${word}`;
const categoryPartition = (category: Category) => `SEARCHCAT#${category}`;
const MARKER_PREFIX = 'MARK#';
const markerKey = (partition: string) => ({ pk: `${MARKER_PREFIX}${partition}`, sk: 'MARK' });
const SEARCH_ID = /^[A-Za-z0-9_-]{16}$/;

const toSavedSearch = ({ id, q, category, filters, createdAt }: SavedSearchRecord): SavedSearch => ({
  id,
  ...(q !== undefined ? { q } : {}),
  ...(category ? { category } : {}),
  ...(filters ? { filters } : {}),
  createdAt,
});

/** The filters as one text, several values in a fixed order: the same filters compare equal. */
const filtersText = (filters: ListFilters | undefined) => {
  const sorted = Object.fromEntries(Object.entries(filters ?? {}).map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : value]));
  return new URLSearchParams(filterQuery(sorted as ListFilters)).toString();
};

/** The word a search is filed under: one that is not common (fewer candidates), the longest of those. */
function keyWordOf(words: readonly string[], common: ReadonlySet<string>): string | undefined {
  const rank = (word: string) => (STOP_WORDS.has(word) || startsCommonWord(word, common) ? 0 : 1);
  return [...words].sort((a, b) => rank(b) - rank(a) || b.length - a.length)[0];
}

const countStep = (userId: number, delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: table(),
    Key: countKey(userId),
    UpdateExpression: 'ADD searches :delta',
    ...(delta > 0 ? { ConditionExpression: 'attribute_not_exists(searches) OR searches < :max' } : {}),
    ExpressionAttributeValues: { ':delta': delta, ...(delta > 0 ? { ':max': SAVED_SEARCHES_MAX } : {}) },
  },
});
const markerStep = (partition: string, delta: 1 | -1): TransactItem => ({
  Update: { TableName: table(), Key: markerKey(partition), UpdateExpression: 'ADD searches :delta', ExpressionAttributeValues: { ':delta': delta } },
});
/** The index partitions a search is filed under: its key word's, else those of the categories it can match. */
const filedUnder = (search: Pick<SavedSearchRecord, 'keyWord' | 'category' | 'filters'>): string[] =>
  search.keyWord ? [wordPartition(search.keyWord)] : filterCategories(search.filters ?? {}, search.category).map(categoryPartition);

/**
 * Saves a search; one the user already has (the same words, category and filters) is answered as it is, with
 * `created: false`, instead of being saved twice. A `near` place the gazetteer does not know is refused.
 */
export async function createSavedSearch(userId: number, input: SavedSearchFields): Promise<{ search: SavedSearch; created: boolean }> {
  const words = input.q ? queryWords(input.q) : [];
  const filters = input.filters && hasFilters(input.filters) ? input.filters : undefined;
  const origin = filters?.near !== undefined ? geocode(filters.near) : undefined;
  if (origin === null) throw badRequest(UNKNOWN_LOCATION);
  const existing = (await userSearchRecords(userId)).find(
    (search) => search.words.join(' ') === words.join(' ') && search.category === input.category && filtersText(search.filters) === filtersText(filters),
  );
  if (existing) return { search: toSavedSearch(existing), created: false };
  const keyWord = words.length > 0 ? keyWordOf(words, await getCommonWords()) : undefined;
  const record: SavedSearchRecord = {
    id: randomToken(12),
    userId,
    ...(input.q && keyWord ? { q: input.q } : {}),
    ...(input.category ? { category: input.category } : {}),
    words,
    ...(keyWord ? { keyWord } : {}),
    ...(filters ? { filters } : {}),
    ...(origin ? { origin } : {}),
    createdAt: new Date().toISOString(),
  };
  const [partition, ...further] = filedUnder(record);
  if (!partition) throw badRequest(SAVED_SEARCH_NO_MATCH);
  try {
    await writeTransaction([
      countStep(userId, 1),
      { Put: { TableName: table(), Item: { ...searchKey(userId, record.id), ...record, gsi1pk: partition, gsi1sk: record.id } } },
      ...further.map((filing): TransactItem => ({ Put: { TableName: table(), Item: { ...filingKey(userId, record.id, filing), ...record, gsi1pk: filing, gsi1sk: record.id } } })),
      ...[partition, ...further].map((filing) => markerStep(filing, 1)),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw badRequest(SAVED_SEARCHES_FULL);
    throw error;
  }
  return { search: toSavedSearch(record), created: true };
}

const userSearchRecords = (userId: number) =>
  queryAll<SavedSearchRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :search)',
    ExpressionAttributeValues: { ':pk': searchesPartition(userId), ':search': 'SEARCH#' },
    ConsistentRead: true,
  });

/** The user's saved searches, newest first. */
export async function listSavedSearches(userId: number): Promise<SavedSearch[]> {
  return (await userSearchRecords(userId)).map(toSavedSearch).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** 404 for an id the user has no search under: another user's id looks the same as a missing one. */
export async function deleteSavedSearch(userId: number, id: string): Promise<void> {
  const missing = () => notFound('Saved search not found');
  if (!SEARCH_ID.test(id)) throw missing();
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: searchKey(userId, id), ConsistentRead: true }));
  if (!Item) throw missing();
  const record = Item as SavedSearchRecord;
  const [partition, ...further] = filedUnder(record);
  try {
    await writeTransaction([
      { Delete: { TableName: table(), Key: searchKey(userId, id), ConditionExpression: 'attribute_exists(pk)' } },
      ...further.map((filing): TransactItem => ({ Delete: { TableName: table(), Key: filingKey(userId, id, filing) } })),
      countStep(userId, -1),
      ...[partition, ...further].flatMap((filing) => (filing ? [markerStep(filing, -1)] : [])),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw missing();
    throw error;
  }
}

/**
 * The list routes' rules: every query word starts a word of the listing, the category is the search's, and the
 * listing passes the search's filters.
 */
export function searchMatches(
  search: Pick<SavedSearchRecord, 'words' | 'category' | 'filters' | 'origin'>,
  listing: InventoryItem,
  text = wordText(listingWords(listing)),
): boolean {
  return (
    (!search.category || search.category === listing.category) &&
    search.words.every((word) => textHasWord(text, [word])) &&
    (!search.filters || matchesFilters(listing, search.filters, search.origin ?? null))
  );
}

const prefixesOf = (word: string) => Array.from({ length: word.length }, (_, end) => word.slice(0, end + 1));

/**
 * For each listing, the saved searches of other users that it matches. The listings of a stream batch
 * are looked up together: their word prefixes and categories are read as markers in batches of 100, the
 * partitions in use are queried once, and each listing is checked against the candidates.
 */
export async function searchesMatchingEach(listings: readonly InventoryItem[]): Promise<SavedSearchRecord[][]> {
  if (listings.length === 0) return [];
  const texts = listings.map((listing) => wordText(listingWords(listing)));
  const partitions = new Set([
    ...listings.flatMap((listing) => listingWords(listing).flatMap(prefixesOf).map(wordPartition)),
    ...listings.map((listing) => categoryPartition(listing.category)),
  ]);
  const markers = await batchGetAll<{ pk: string; searches: number }>([...partitions].map(markerKey), 'pk, searches');
  const inUse = markers.filter((marker) => marker.searches > 0).map((marker) => marker.pk.slice(MARKER_PREFIX.length));
  const candidates = (
    await Promise.all(
      inUse.map((partition) =>
        queryAll<SavedSearchRecord>({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partition } }),
      ),
    )
  ).flat();
  return listings.map((listing, index) =>
    candidates.filter((search) => search.userId !== listing.userId && searchMatches(search, listing, texts[index])),
  );
}

/** Deletes every saved search of the user with its marker counts, then its count (account deletion). */
export async function deleteSavedSearchesOf(userId: number): Promise<void> {
  for (const search of await userSearchRecords(userId)) await deleteSavedSearch(userId, search.id);
  await db.send(new DeleteCommand({ TableName: table(), Key: countKey(userId) }));
}

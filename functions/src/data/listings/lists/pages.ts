import type { Category, InventoryItem, ItemPage, ListQuery } from '@surplus/shared';
import { CATEGORIES, textHasWord } from '@surplus/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../../table/client';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor';
import { indexPlan, type IndexPlan, searchText } from '../keys';
import { toItem } from '../items';

/** Items read per partition and Query when a filter may skip many: the first read, doubling up to the last. */
export const FILTERED_SLICE = { first: 100, max: 2000 };

type StoredItem = Record<string, unknown>;
interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}
interface Source {
  partition: string;
  buffer: StoredItem[];
  startKey?: Record<string, unknown>;
  /** Sort key of the last item read from this partition: every item up to it is known. */
  frontier?: string;
  done: boolean;
}

/** A check each listing read must pass beyond the query's own (the spec, fit and distance filters). */
export type Accept = (item: InventoryItem) => boolean;

/** Search words for a dense read: each entry lists the alternatives of one query word (a typo's corrections). */
export type WordAlternatives = readonly (readonly string[])[];

/** DynamoDB orders string keys by their UTF-8 bytes; JavaScript's `<` would not agree beyond the BMP. */
export const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export const cursorScope = (query: ListQuery): CursorScope => (query.owner ? 'owner' : 'category');

/** What a search index entry (a posting, a word-line entry) says of its listing. */
interface IndexedListing {
  category: Category;
  userId: number;
}

/** Whether an index entry is in the list's scope: its category and owner. */
export function indexedScope(query: ListQuery): (entry: IndexedListing) => boolean {
  const owners = query.owner ? new Set(query.owner) : null;
  return (entry) => (!query.category || entry.category === query.category) && (!owners || owners.has(entry.userId)) && entry.userId !== query.excludeOwner;
}

/** Whether a listing read through an index entry still is what the entry says, and has every query word. */
export function stillMatches(item: InventoryItem, entry: IndexedListing, words: WordAlternatives): boolean {
  if (item.userId !== entry.userId || item.category !== entry.category) return false;
  const text = searchText(item);
  return words.every((alternatives) => textHasWord(text, alternatives));
}

function filterFor(query: ListQuery, words: WordAlternatives): Filter | null {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  words.forEach((alternatives, w) => {
    names['#search'] = 'search';
    const tests = alternatives.map((prefix, a) => {
      values[`:w${w}_${a}`] = ` ${prefix}`;
      return `contains(#search, :w${w}_${a})`;
    });
    parts.push(tests.length > 1 ? `(${tests.join(' OR ')})` : (tests[0] as string));
  });
  if (query.owner && query.category) {
    parts.push('#category = :category');
    names['#category'] = 'category';
    values[':category'] = query.category;
  }
  if (query.excludeOwner) {
    parts.push('#userId <> :excluded');
    names['#userId'] = 'userId';
    values[':excluded'] = query.excludeOwner;
  }
  return parts.length ? { expression: parts.join(' AND '), names, values } : null;
}

/**
 * One page of a list in the query's order: every partition of the plan is read from the cursor on
 * and the partitions are merged on the index sort key, which is unique per item (it ends in the id).
 * With `words`, only listings with every word (one of its alternatives) count. A filtered read goes on
 * until the page is full or the partitions end, so a short page is the list's last. Reading one match
 * past the page tells whether a next page exists. Without `limit` every match is answered (the spec's
 * plain array).
 */
export async function listItemsPage(
  query: ListQuery,
  words: WordAlternatives = [],
  fuzzy = false,
  accept?: Accept,
  firstSlice: number = FILTERED_SLICE.first,
): Promise<ItemPage> {
  const scope = cursorScope(query);
  const plan = indexPlan(query.sort, { owners: query.owner, categories: query.category ? [query.category] : CATEGORIES });
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope }).after : undefined;
  const filter = filterFor(query, words);
  const wanted = (query.limit ?? Infinity) + 1;
  const sortKey = `${plan.indexName}sk`;
  const order = (a: string, b: string) => (plan.ascending ? byteOrder(a, b) : byteOrder(b, a));
  const keyOf = (item: StoredItem | undefined) => item?.[sortKey] as string;

  const sources: Source[] = plan.partitions.map((partition) => ({ partition, buffer: [], done: false }));
  let filteredSlice = firstSlice;
  const fetchSlice = async (source: Source) => {
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand(sliceInput(plan, source, after, filter, filter || accept ? filteredSlice : wanted)),
    );
    source.buffer.push(...(accept ? Items.filter((record) => accept(toItem(record))) : Items));
    source.startKey = LastEvaluatedKey;
    source.frontier = (LastEvaluatedKey?.[sortKey] as string | undefined) ?? source.frontier;
    source.done = !LastEvaluatedKey;
  };

  const page: StoredItem[] = [];
  // The smallest buffered item may be answered once no partition with nothing buffered could still hold a smaller one.
  while (page.length < wanted) {
    const head = sources
      .filter((source) => source.buffer.length > 0)
      .reduce<Source | undefined>((best, source) => (!best || order(keyOf(source.buffer[0]), keyOf(best.buffer[0])) < 0 ? source : best), undefined);
    const waiting = sources.filter((source) => !source.done && source.buffer.length === 0);
    const headKey = head && keyOf(head.buffer[0]);
    if (headKey && waiting.every((source) => source.frontier !== undefined && order(headKey, source.frontier) <= 0)) {
      page.push(head.buffer.shift() as StoredItem);
      continue;
    }
    if (waiting.length === 0) break;
    await Promise.all(waiting.map(fetchSlice));
    filteredSlice = Math.min(filteredSlice * 2, FILTERED_SLICE.max);
  }

  return pageOf(query, page, { item: toItem, key: keyOf }, fuzzy);
}

/**
 * The answer for `matches`, read one past `limit` in the list's order: the first `limit` and, when one
 * more was found, the cursor after the last answered. Fuzzy pages say so, and so do their cursors.
 */
export function pageOf<T>(query: ListQuery, matches: T[], read: { item: (match: T) => InventoryItem; key: (match: T) => string }, fuzzy: boolean): ItemPage {
  const more = matches.length > (query.limit ?? Infinity);
  const answered = more ? matches.slice(0, query.limit) : matches;
  const flag = fuzzy ? { fuzzy } : {};
  const last = answered.at(-1);
  const nextCursor = more && last ? encodeCursor({ sort: query.sort, scope: cursorScope(query), after: read.key(last), ...flag }) : null;
  return { items: answered.map(read.item), nextCursor, ...flag };
}

function sliceInput(plan: IndexPlan, source: Source, after: string | undefined, filter: Filter | null, size: number) {
  const sortKey = `${plan.indexName}sk`;
  return {
    TableName: table(),
    IndexName: plan.indexName,
    KeyConditionExpression: `#pk = :partition${after ? ` AND #sk ${plan.ascending ? '>' : '<'} :after` : ''}`,
    FilterExpression: filter?.expression,
    ExpressionAttributeNames: { '#pk': `${plan.indexName}pk`, ...(after ? { '#sk': sortKey } : {}), ...filter?.names },
    ExpressionAttributeValues: { ':partition': source.partition, ...(after ? { ':after': after } : {}), ...filter?.values },
    ScanIndexForward: plan.ascending,
    ExclusiveStartKey: source.startKey,
    Limit: Number.isFinite(size) ? size : undefined,
  };
}

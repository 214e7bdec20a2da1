import type { ItemPage, ListQuery } from '@surplus/shared';
import { CATEGORIES } from '@surplus/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from './client';
import { decodeCursor, encodeCursor } from './item-cursor';
import { indexPlan, searchNeedle, type IndexPlan } from './item-keys';
import { toItem } from './items';

/**
 * A search or an exclusion is a filter on the index read, so a rare match can take many reads to fill a
 * page: one request stops reading once it has read this many items (one slice per partition may
 * overshoot it) and answers what it found with a cursor to go on.
 * LIST_READ_BUDGET lowers it so tests reach that path with little data.
 */
const FILTERED_READ_BUDGET = Number(process.env.LIST_READ_BUDGET) > 0 ? Number(process.env.LIST_READ_BUDGET) : 2000;
const FILTERED_SLICE = Math.min(250, FILTERED_READ_BUDGET);

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

/** DynamoDB orders string keys by their UTF-8 bytes; JavaScript's `<` would not agree beyond the BMP. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function filterFor(query: ListQuery): Filter | null {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const needle = query.q ? searchNeedle(query.q) : '';
  if (needle) {
    parts.push('contains(#search, :needle)');
    names['#search'] = 'search';
    values[':needle'] = needle;
  }
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
 * Without `limit` every match is answered (the spec's plain array).
 */
export async function listItemsPage(query: ListQuery): Promise<ItemPage> {
  const scope = query.owner ? 'owner' : 'category';
  const plan = indexPlan(query.sort, { owners: query.owner, categories: query.category ? [query.category] : CATEGORIES });
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope }) : undefined;
  const filter = filterFor(query);
  const limit = query.limit ?? Infinity;
  const budget = query.limit && filter ? FILTERED_READ_BUDGET : Infinity;
  const sortKey = `${plan.indexName}sk`;
  const order = (a: string, b: string) => (plan.ascending ? byteOrder(a, b) : byteOrder(b, a));
  const keyOf = (item: StoredItem | undefined) => item?.[sortKey] as string;

  const sources: Source[] = plan.partitions.map((partition) => ({ partition, buffer: [], done: false }));
  let read = 0;
  const fetchSlice = async (source: Source) => {
    const { Items = [], LastEvaluatedKey, ScannedCount = 0 } = await db.send(
      new QueryCommand(sliceInput(plan, source, after, filter, filter ? FILTERED_SLICE : limit + 1)),
    );
    read += ScannedCount;
    source.buffer.push(...Items);
    source.startKey = LastEvaluatedKey;
    source.frontier = (LastEvaluatedKey?.[sortKey] as string | undefined) ?? source.frontier;
    source.done = !LastEvaluatedKey;
  };

  const page: StoredItem[] = [];
  // The smallest buffered item may be answered once no partition with nothing buffered could still hold a smaller one.
  let waiting: Source[] = [];
  while (page.length < limit) {
    const head = sources
      .filter((source) => source.buffer.length > 0)
      .reduce<Source | undefined>((best, source) => (!best || order(keyOf(source.buffer[0]), keyOf(best.buffer[0])) < 0 ? source : best), undefined);
    waiting = sources.filter((source) => !source.done && source.buffer.length === 0);
    const headKey = head && keyOf(head.buffer[0]);
    if (headKey && waiting.every((source) => source.frontier !== undefined && order(headKey, source.frontier) <= 0)) {
      page.push(head.buffer.shift() as StoredItem);
      continue;
    }
    if (waiting.length === 0 || read >= budget) break;
    await Promise.all(waiting.map(fetchSlice));
  }

  return { items: page.map(toItem), nextCursor: nextCursor() };

  function nextCursor(): string | null {
    const more = sources.some((source) => source.buffer.length > 0 || !source.done);
    if (!more) return null;
    if (page.length >= limit) return encodeCursor({ sort: query.sort, scope, after: keyOf(page.at(-1)) });
    // Out of reads: go on from the least advanced partition; everything before it was answered.
    const frontiers = waiting.map((source) => source.frontier).filter((key): key is string => key !== undefined);
    const resumeAt = frontiers.sort(order)[0] ?? (page.length ? keyOf(page.at(-1)) : after);
    return resumeAt ? encodeCursor({ sort: query.sort, scope, after: resumeAt }) : null;
  }
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

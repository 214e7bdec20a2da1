import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryCount, table } from './client';
import { decodeSortKeyCursor, encodeSortKeyCursor } from './sort-key-cursor';

/**
 * The reads entities share over one index partition: pages in sort-key order (holds, transfers, ledger lines), due
 * records, and counts (unread notifications and threads).
 */
type IndexName = `gsi${number}`;

export interface NewestFirstPageQuery<T> {
  indexName: IndexName;
  partition: string;
  limit: number;
  cursor?: string;
  /** The shape a cursor's sort key must have. */
  shape: RegExp;
  /** A record's sort key in this index (what the next page starts below). */
  sortKeyOf: (record: T) => string;
  /** A filter (a status as it reads now); absent, every record counts. */
  keep?: (record: T) => boolean;
}

/**
 * One page of a partition, newest first. A filter may skip many: it reads on until the page is full or the
 * partition ends, at most ten reads of 100 (each read bounded).
 */
export async function newestFirstPage<T>(query: NewestFirstPageQuery<T>): Promise<{ items: T[]; nextCursor: string | null }> {
  const { indexName, partition, limit, shape, sortKeyOf, keep } = query;
  let before = query.cursor ? decodeSortKeyCursor(query.cursor, shape) : undefined;
  const items: T[] = [];
  let exhausted = false;
  for (let reads = 0; reads < 10 && items.length <= limit; reads++) {
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand({
        TableName: table(),
        IndexName: indexName,
        KeyConditionExpression: before ? `${indexName}pk = :pk AND ${indexName}sk < :before` : `${indexName}pk = :pk`,
        ExpressionAttributeValues: { ':pk': partition, ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: keep ? 100 : limit + 1 - items.length,
      }),
    );
    for (const record of Items as T[]) if (!keep || keep(record)) items.push(record);
    const last = Items.at(-1) as T | undefined;
    exhausted = !LastEvaluatedKey || !last;
    if (exhausted) break;
    before = sortKeyOf(last!);
  }
  const page = items.slice(0, limit);
  const last = page.at(-1);
  const more = items.length > limit || (!exhausted && page.length === limit);
  return { items: page, nextCursor: more && last ? encodeSortKeyCursor(sortKeyOf(last)) : null };
}

/** Records of a sparse index keyed `<time>#<id>` whose time is at or before `until`, soonest first, at most `limit`. */
export async function dueBy<T>(indexName: IndexName, partition: string, until: string, limit: number): Promise<T[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      IndexName: indexName,
      KeyConditionExpression: `${indexName}pk = :pk AND ${indexName}sk <= :until`,
      ExpressionAttributeValues: { ':pk': partition, ':until': `${until}#~` },
      Limit: limit,
    }),
  );
  return Items as T[];
}

/**
 * Up to `limit` records of the first of `lists` (index and partition) that has any: a bounded step of work that
 * takes each record out of the list it was read from, so the next step reads the next ones.
 */
export async function firstOfLists<T>(lists: readonly (readonly [IndexName, string])[], limit: number): Promise<T[]> {
  for (const [indexName, partition] of lists) {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: table(),
        IndexName: indexName,
        KeyConditionExpression: `${indexName}pk = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        Limit: limit,
      }),
    );
    if (Items.length > 0) return Items as T[];
  }
  return [];
}

/** How many records one index partition holds (a sparse one: the unread of a user), every page of it counted. */
export const partitionCount = (indexName: IndexName, partition: string) =>
  queryCount({ IndexName: indexName, KeyConditionExpression: `${indexName}pk = :pk`, ExpressionAttributeValues: { ':pk': partition } });

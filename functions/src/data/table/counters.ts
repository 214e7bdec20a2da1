import type { Category } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from './client';
import type { TransactItem } from './transactions';

/** One item holds the site-wide counts and the id sequences, so stats are a single Get. */
const COUNTER_KEY = { pk: 'COUNTER', sk: 'STATS' };

/** `listedKg`: the estimated kilograms of every listed unit (WASTE_KG_PER_UNIT), moved with each listing's quantity. */
type Count = 'totalDoors' | 'totalParts' | 'totalBusinesses' | 'listedKg';
type Sequence = 'nextUserId' | 'nextItemId';

export const categoryCount = (category: Category): Count => (category === 'door' ? 'totalDoors' : 'totalParts');

/** Serial ids, as the spec's users and items have. */
export const nextId = (sequence: Sequence) => reserveIds(sequence, 1);

/** Reserves `count` consecutive ids in one write and answers the first. */
export async function reserveIds(sequence: Sequence, count: number): Promise<number> {
  const result = await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: COUNTER_KEY,
      UpdateExpression: 'ADD #seq :count',
      ExpressionAttributeNames: { '#seq': sequence },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.[sequence]) - count + 1;
}

/** A transaction step that moves counts by the given amounts, written with the change that causes it. */
export function adjustCounts(changes: Partial<Record<Count, number>>): TransactItem {
  const entries = Object.entries(changes).filter(([, delta]) => delta !== 0);
  return {
    Update: {
      TableName: table(),
      Key: COUNTER_KEY,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, delta], i) => [`:d${i}`, delta])),
    },
  };
}

export async function getCounts(): Promise<Record<Exclude<Count, 'listedKg'>, number>> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: COUNTER_KEY }));
  return {
    totalDoors: Number(Item?.totalDoors ?? 0),
    totalParts: Number(Item?.totalParts ?? 0),
    totalBusinesses: Number(Item?.totalBusinesses ?? 0),
  };
}

/** The estimate of what is listed now, in kilograms (the home page shows it beside what was confirmed reused). */
export async function getListedKg(): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: COUNTER_KEY, ProjectionExpression: 'listedKg' }));
  return Number(Item?.listedKg ?? 0);
}

/** Sets the listed estimate to a count of every listing (users/owner-recount.ts, the backfill). */
export async function setListedKg(kg: number): Promise<void> {
  await db.send(
    new UpdateCommand({ TableName: table(), Key: COUNTER_KEY, UpdateExpression: 'SET listedKg = :kg', ExpressionAttributeValues: { ':kg': kg } }),
  );
}

/** The highest id a sequence has issued (0 before the first): ids are never reused, so 1..this covers every record. */
export async function lastIssuedId(sequence: Sequence): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: table(), Key: COUNTER_KEY, ProjectionExpression: '#seq', ExpressionAttributeNames: { '#seq': sequence } }),
  );
  return Number(Item?.[sequence] ?? 0);
}

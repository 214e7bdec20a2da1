import type { Hold, HoldListQuery, HoldPage, HoldStatus } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { db, queryAll, table } from '../table/client';
import { dueBy, newestFirstPage } from '../table/partition-reads';
import { TIME_ID_SORT_KEY } from '../table/sort-key-cursor';
import type { TransactItem } from '../table/transactions';

/**
 * Holds: quantity of a listing reserved for one buyer until `endsAt` (the answer's `expiresAt`; the table's TTL
 * attribute is `expiresAt`, which a hold must never set). The listing's `heldQuantity` and `availableQuantity`
 * move in the same transaction as the hold's status (listings/held-quantity.ts builds those steps), under the
 * condition `availableQuantity >= q`, so a listing is never oversold however many buyers reserve at once.
 *
 * | access pattern                         | index | partition key        | sort key                     |
 * |----------------------------------------|-------|----------------------|------------------------------|
 * | hold by id                             | table | HOLD#<id>            | HOLD                         |
 * | a buyer's holds, newest first          | gsi1  | HOLDS#BUYER#<userId> | <createdAt>#<id> (desc.)     |
 * | a seller's holds, newest first         | gsi2  | HOLDS#SELLER#<userId>| <createdAt>#<id> (desc.)     |
 * | active holds by end (the sweep)        | gsi3  | HOLDS#ACTIVE         | <endsAt>#<id> (sparse: active only) |
 * | active holds not yet warned, by end    | gsi4  | HOLDS#UNWARNED       | <endsAt>#<id> (sparse)       |
 * | a thread's holds and offers            | gsi10 | DEALS#<threadId>     | HOLD#<createdAt>#<id>        |
 *
 * HOLDS#ACTIVE is one partition: holds are made at human pace, far below a partition's write rate.
 */
export interface HoldRecord {
  id: string;
  itemId: number;
  itemName: string;
  threadId: string;
  buyerId: number | null;
  buyerName: string;
  sellerId: number | null;
  sellerName: string;
  quantity: number;
  unitPriceCents: number;
  status: HoldStatus;
  createdAt: string;
  endsAt: string;
  /** Set once the parties were told that it ends within a day. */
  warned?: boolean;
}

export const holdKey = (id: string) => ({ pk: `HOLD#${id}`, sk: 'HOLD' });
const buyerPartition = (userId: number) => `HOLDS#BUYER#${userId}`;
const sellerPartition = (userId: number) => `HOLDS#SELLER#${userId}`;
export const ACTIVE_HOLDS = 'HOLDS#ACTIVE';
const UNWARNED_HOLDS = 'HOLDS#UNWARNED';
export const dealsPartition = (threadId: string) => `DEALS#${threadId}`;
const HOLD_ID = /^[A-Za-z0-9_-]{16}$/;
export const newDealId = () => randomToken(12);

/** What a hold reads as now: an active hold past its end is expired at once, before the sweep frees its units. */
export const holdStatusAt = (record: Pick<HoldRecord, 'status' | 'endsAt'>, now = new Date().toISOString()): HoldStatus =>
  record.status === 'active' && record.endsAt <= now ? 'expired' : record.status;

export function toHold(record: HoldRecord): Hold {
  return {
    id: record.id,
    itemId: record.itemId,
    itemName: record.itemName,
    threadId: record.threadId,
    buyer: { id: record.buyerId, businessName: record.buyerName },
    seller: { id: record.sellerId, businessName: record.sellerName },
    quantity: record.quantity,
    unitPriceCents: record.unitPriceCents,
    totalCents: record.quantity * record.unitPriceCents,
    status: holdStatusAt(record),
    createdAt: record.createdAt,
    expiresAt: record.endsAt,
  };
}

export const holdRecordOf = (fields: Omit<HoldRecord, 'id' | 'status'>): HoldRecord => ({ ...fields, id: newDealId(), status: 'active' });

/** The write of a new active hold, with every index entry it takes part in. */
export function holdPut(hold: HoldRecord): TransactItem {
  const listKey = `${hold.createdAt}#${hold.id}`;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...holdKey(hold.id),
        ...hold,
        ...(hold.buyerId !== null && { gsi1pk: buyerPartition(hold.buyerId), gsi1sk: listKey }),
        ...(hold.sellerId !== null && { gsi2pk: sellerPartition(hold.sellerId), gsi2sk: listKey }),
        gsi3pk: ACTIVE_HOLDS,
        gsi3sk: `${hold.endsAt}#${hold.id}`,
        gsi4pk: UNWARNED_HOLDS,
        gsi4sk: `${hold.endsAt}#${hold.id}`,
        gsi10pk: dealsPartition(hold.threadId),
        gsi10sk: `HOLD#${listKey}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Ends an active hold: `released` only before its end, `expired` only after it (so a release and the sweep
 * never both free its units); it leaves the sweep's indexes.
 */
export const endHoldStep = (hold: HoldRecord, status: 'released' | 'expired', now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: holdKey(hold.id),
    UpdateExpression: 'SET #status = :status, endedAt = :now REMOVE gsi3pk, gsi3sk, gsi4pk, gsi4sk',
    ConditionExpression: status === 'expired' ? '#status = :active AND endsAt <= :now' : '#status = :active AND endsAt > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':active': 'active', ':now': now },
  },
});

/** The seller hands over (part of) an active hold before its end: it leaves the sweep's indexes. */
export const handOverHoldStep = (hold: HoldRecord, transferId: string, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: holdKey(hold.id),
    UpdateExpression: 'SET #status = :handedOver, endedAt = :now, transferId = :transfer REMOVE gsi3pk, gsi3sk, gsi4pk, gsi4sk',
    ConditionExpression: '#status = :active AND endsAt > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':handedOver': 'handed-over', ':active': 'active', ':now': now, ':transfer': transferId },
  },
});

/** Moves an active hold's end, only while it is active and has not ended. */
export const extendHoldStep = (hold: HoldRecord, endsAt: string, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: holdKey(hold.id),
    UpdateExpression: 'SET endsAt = :ends, gsi3sk = :sweep, gsi4pk = :unwarned, gsi4sk = :sweep REMOVE warned',
    ConditionExpression: '#status = :active AND endsAt > :now AND endsAt = :was',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':ends': endsAt, ':sweep': `${endsAt}#${hold.id}`, ':unwarned': UNWARNED_HOLDS, ':active': 'active', ':now': now, ':was': hold.endsAt },
  },
});

export async function findHold(id: string): Promise<HoldRecord | null> {
  if (!HOLD_ID.test(id)) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: holdKey(id), ConsistentRead: true }));
  return (Item as HoldRecord | undefined) ?? null;
}

/** One page of a user's holds as buyer or seller, newest first; `status` as it reads now. */
export async function holdsPage(userId: number, query: HoldListQuery): Promise<HoldPage> {
  const now = new Date().toISOString();
  const { items, nextCursor } = await newestFirstPage<HoldRecord>({
    ...(query.role === 'buyer' ? { indexName: 'gsi1', partition: buyerPartition(userId) } : { indexName: 'gsi2', partition: sellerPartition(userId) }),
    limit: query.limit,
    cursor: query.cursor,
    shape: TIME_ID_SORT_KEY,
    sortKeyOf: (record) => `${record.createdAt}#${record.id}`,
    ...(query.status && { keep: (record: HoldRecord) => holdStatusAt(record, now) === query.status }),
  });
  return { items: items.map(toHold), nextCursor };
}

/** Active holds whose end is at or before `until`, soonest first, at most `limit` (the sweep reads in batches). */
export const activeHoldsEndingBy = (until: string, limit: number) => dueBy<HoldRecord>('gsi3', ACTIVE_HOLDS, until, limit);
/** Active holds not yet warned whose end is at or before `until`, soonest first, at most `limit`. */
export const unwarnedHoldsEndingBy = (until: string, limit: number) => dueBy<HoldRecord>('gsi4', UNWARNED_HOLDS, until, limit);

/** Marks the hold warned, once: false when it already was (or is no longer active). */
export async function markWarned(id: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: holdKey(id),
        UpdateExpression: 'SET warned = :true REMOVE gsi4pk, gsi4sk',
        ConditionExpression: '#status = :active AND attribute_not_exists(warned)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':true': true, ':active': 'active' },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Every active hold where the user is buyer or seller (account deletion, a job, releases them). */
export async function activeHoldsOf(userId: number): Promise<HoldRecord[]> {
  const reads = [['gsi1', buyerPartition(userId)], ['gsi2', sellerPartition(userId)]] as const;
  const lists = await Promise.all(
    reads.map(([indexName, partition]) =>
      queryAll<HoldRecord>({
        IndexName: indexName,
        KeyConditionExpression: `${indexName}pk = :pk`,
        FilterExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': partition, ':active': 'active' },
      }),
    ),
  );
  return lists.flat();
}

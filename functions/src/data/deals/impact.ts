import type { BusinessImpact, DealRole, ImpactMonth, MarketplaceImpact } from '@surplus/shared';
import { TRANSFER_LIMITS } from '@surplus/shared';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPages, table } from '../table/client';
import { firstOfLists } from '../table/partition-reads';
import type { TransactItem } from '../table/transactions';
import { forgetSide, type TransferRecord } from './transfers';
import { deletePartition } from '../table/owned-records';

/**
 * The impact ledger: one append-only line per confirmed or self-reported transfer, written once (its Put is
 * conditioned on its absence) in the transaction that gives the transfer that status, together with the
 * counters that add the lines up. So every figure is a Get and a bounded Query, exactly the sum of the lines,
 * however many transfers there are or confirm at once (concurrent transactions on one counter conflict and
 * are retried, never lost).
 *
 * | access pattern                              | index | partition key          | sort key                     |
 * |---------------------------------------------|-------|------------------------|------------------------------|
 * | ledger line of a transfer                   | table | LEDGER#<transferId>    | LINE                         |
 * | a seller's lines, newest first (the export) | gsi1  | LEDGER#SELLER#<userId> | <at>#<transferId>            |
 * | a buyer's lines, newest first (the export)  | gsi2  | LEDGER#BUYER#<userId>  | <at>#<transferId>            |
 * | a business's totals                         | table | IMPACT#<userId>        | TOTALS                       |
 * | a business's months                         | table | IMPACT#<userId>        | MONTH#<YYYY-MM> (a BETWEEN)  |
 * | the marketplace's totals and months         | table | IMPACT#ALL             | TOTALS, MONTH#<YYYY-MM>      |
 *
 * An account deletion forgets its business on its side of each line (its figures stay, as do the marketplace's
 * counters that add them up) and deletes that business's own counters.
 */
export type LedgerKind = 'confirmed' | 'self-reported';

export interface LedgerLine {
  transferId: string;
  kind: LedgerKind;
  /** When it was confirmed or reported: its month is the month it counts in. */
  at: string;
  itemId: number;
  itemName: string;
  category: TransferRecord['category'];
  sellerId: number | null;
  sellerName: string;
  buyerId: number | null;
  buyerName: string;
  quantity: number;
  kgPerUnit: number;
  kg: number;
}

const lineKey = (transferId: string) => ({ pk: `LEDGER#${transferId}`, sk: 'LINE' });
const sellerLines = (userId: number) => `LEDGER#SELLER#${userId}`;
const buyerLines = (userId: number) => `LEDGER#BUYER#${userId}`;
const impactPartition = (userId: number | 'ALL') => `IMPACT#${userId}`;
const TOTALS = 'TOTALS';
const monthKey = (month: string) => `MONTH#${month}`;
export const monthOf = (iso: string) => iso.slice(0, 7);
/** The key of a business's (or the marketplace's) totals, or of one of its months (`YYYY-MM`). */
export const counterKey = (userId: number | 'ALL', month?: string) => ({ pk: impactPartition(userId), sk: month === undefined ? TOTALS : monthKey(month) });

export const ledgerLineOf = (record: TransferRecord, kind: LedgerKind, at: string): LedgerLine => ({
  transferId: record.id,
  kind,
  at,
  itemId: record.itemId,
  itemName: record.itemName,
  category: record.category,
  sellerId: record.sellerId,
  sellerName: record.sellerName,
  buyerId: kind === 'confirmed' ? record.buyerId : null,
  buyerName: record.buyerName,
  quantity: record.quantity,
  kgPerUnit: record.kgPerUnit,
  kg: record.kg,
});

/**
 * ADDs `values` to the item at `key`; `markCounted` also marks a business counted among the marketplace's, only if
 * it was not yet (one transaction may not touch an item twice, so it is part of the same update).
 */
const add = (key: Record<string, string>, values: Record<string, number>, markCounted = false): TransactItem => {
  const entries = Object.entries(values);
  return {
    Update: {
      TableName: table(),
      Key: key,
      UpdateExpression: `${markCounted ? 'SET counted = :true ' : ''}ADD ${entries.map((_, i) => `#a${i} :v${i}`).join(', ')}`,
      ...(markCounted && { ConditionExpression: 'attribute_not_exists(counted)' }),
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])), ...(markCounted && { ':true': true }) },
    },
  };
};

/**
 * The line and every counter it moves, for the status change's transaction. `uncounted`: the parties whose
 * totals had no line yet when read; each is counted once among the marketplace's businesses, under the
 * condition that it still has none (a concurrent first line fails it, and the caller decides again).
 */
export function ledgerSteps(line: LedgerLine, uncounted: readonly number[]): TransactItem[] {
  const confirmed = line.kind === 'confirmed';
  const units = { doors: line.category === 'door' ? line.quantity : 0, parts: line.category === 'part' ? line.quantity : 0 };
  const month = monthOf(line.at);
  const steps: TransactItem[] = [
    { Put: { TableName: table(), Item: ledgerLineItem(line), ConditionExpression: 'attribute_not_exists(pk)' } },
    add(counterKey('ALL'), { [confirmed ? 'confirmedKg' : 'selfReportedKg']: line.kg, transfers: 1, businesses: uncounted.length }),
    add(counterKey('ALL', month), { [confirmed ? 'confirmedKg' : 'selfReportedKg']: line.kg }),
  ];
  if (line.sellerId !== null) {
    steps.push(
      add(counterKey(line.sellerId), {
        [confirmed ? 'sellerConfirmedKg' : 'sellerSelfReportedKg']: line.kg,
        sellerDoors: units.doors,
        sellerParts: units.parts,
        sellerTransfers: 1,
      }, uncounted.includes(line.sellerId)),
      add(counterKey(line.sellerId, month), { [confirmed ? 'confirmedKg' : 'selfReportedKg']: line.kg }),
    );
  }
  if (confirmed && line.buyerId !== null) {
    steps.push(
      add(counterKey(line.buyerId), { buyerConfirmedKg: line.kg, buyerDoors: units.doors, buyerParts: units.parts, buyerTransfers: 1 }, uncounted.includes(line.buyerId)),
      add(counterKey(line.buyerId, month), { receivedKg: line.kg }),
    );
  }
  return steps;
}

const partyIndexes = (line: LedgerLine) => ({
  ...(line.sellerId !== null && { gsi1pk: sellerLines(line.sellerId), gsi1sk: `${line.at}#${line.transferId}` }),
  ...(line.buyerId !== null && { gsi2pk: buyerLines(line.buyerId), gsi2sk: `${line.at}#${line.transferId}` }),
});

/** A ledger line as stored: its key and its parties' index keys beside its fields. */
export const ledgerLineItem = (line: LedgerLine) => ({ ...lineKey(line.transferId), ...line, ...partyIndexes(line) });

/** Of `userIds`, those not yet counted among the marketplace's businesses (their first line is still to come). */
export async function uncountedParties(userIds: readonly (number | null)[]): Promise<number[]> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const { Responses } = await db.send(
    new BatchGetCommand({
      RequestItems: { [table()]: { Keys: ids.map((id) => ({ pk: impactPartition(id), sk: TOTALS })), ConsistentRead: true, ProjectionExpression: 'pk, counted' } },
    }),
  );
  const counted = new Set((Responses?.[table()] ?? []).filter((item) => item.counted).map((item) => String(item.pk)));
  return ids.filter((id) => !counted.has(impactPartition(id)));
}

/** The `count` months up to and including the month of `now`, oldest first (`YYYY-MM`, UTC). */
export function lastMonths(now: Date, count: number = TRANSFER_LIMITS.impactMonths): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

type Counters = Record<string, unknown> | undefined;
const n = (item: Counters, name: string) => Number(item?.[name] ?? 0);

/** A partition's totals and its months of the last 24, in two reads whatever the number of lines. */
async function countersOf(partition: string, months: string[]): Promise<{ totals: Counters; byMonth: Map<string, Counters> }> {
  const [totals, monthItems] = await Promise.all([
    db.send(new GetCommand({ TableName: table(), Key: { pk: partition, sk: TOTALS } })),
    db.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
        ExpressionAttributeValues: { ':pk': partition, ':first': monthKey(months[0]!), ':last': monthKey(months.at(-1)!) },
      }),
    ),
  ]);
  return { totals: totals.Item, byMonth: new Map((monthItems.Items ?? []).map((item) => [String(item.sk).slice(6), item])) };
}

export async function businessImpact(userId: number, now = new Date()): Promise<BusinessImpact> {
  const months = lastMonths(now);
  const { totals, byMonth } = await countersOf(impactPartition(userId), months);
  return {
    businessId: userId,
    asSeller: {
      confirmedKg: n(totals, 'sellerConfirmedKg'),
      selfReportedKg: n(totals, 'sellerSelfReportedKg'),
      doors: n(totals, 'sellerDoors'),
      parts: n(totals, 'sellerParts'),
      transfers: n(totals, 'sellerTransfers'),
    },
    asBuyer: { confirmedKg: n(totals, 'buyerConfirmedKg'), doors: n(totals, 'buyerDoors'), parts: n(totals, 'buyerParts'), transfers: n(totals, 'buyerTransfers') },
    byMonth: months.map((month): ImpactMonth => {
      const item = byMonth.get(month);
      return { month, confirmedKg: n(item, 'confirmedKg'), selfReportedKg: n(item, 'selfReportedKg'), receivedKg: n(item, 'receivedKg') };
    }),
  };
}

export async function marketplaceImpact(listedKg: number, now = new Date()): Promise<MarketplaceImpact> {
  const months = lastMonths(now);
  const { totals, byMonth } = await countersOf(impactPartition('ALL'), months);
  return {
    confirmedKg: n(totals, 'confirmedKg'),
    selfReportedKg: n(totals, 'selfReportedKg'),
    transfers: n(totals, 'transfers'),
    businesses: n(totals, 'businesses'),
    listedKg,
    byMonth: months.map((month) => {
      const item = byMonth.get(month);
      return { month, confirmedKg: n(item, 'confirmedKg'), selfReportedKg: n(item, 'selfReportedKg') };
    }),
  };
}

/** A business's ledger lines as seller and as buyer, newest first per side, a page at a time (the CSV export). */
export async function* ledgerLinePages(userId: number): AsyncGenerator<LedgerLine[]> {
  for (const [indexName, partition] of [['gsi1', sellerLines(userId)], ['gsi2', buyerLines(userId)]] as const) {
    yield* queryPages<LedgerLine>({
      IndexName: indexName,
      KeyConditionExpression: `${indexName}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    });
  }
}

/**
 * Up to `limit` ledger lines still in the user's lists, as seller first, then as buyer (a bounded step of an account
 * deletion, after its transfers: a line a confirmation wrote from a transfer read just before it was forgotten).
 */
export const firstLedgerLinesOf = (userId: number, limit: number) =>
  firstOfLists<LedgerLine>([['gsi1', sellerLines(userId)], ['gsi2', buyerLines(userId)]], limit);

/** Account deletion: the user's side of a transfer's ledger line (if it has one) is forgotten; its figures stay. */
export const forgetLedgerParty = (transferId: string, role: DealRole, userId: number) =>
  forgetSide(lineKey(transferId), role, role === 'seller' ? sellerLines(userId) : buyerLines(userId));

/** Account deletion: the business's own counters (totals and months) go with its page; IMPACT#ALL keeps its share. */
export const deleteImpactOf = (userId: number) => deletePartition(impactPartition(userId));

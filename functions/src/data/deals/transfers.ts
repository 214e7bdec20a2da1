import { type Category, type DealRole, DELETED_BUSINESS, type Transfer, type TransferListQuery, type TransferPage, type TransferStatus } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import { newDealId } from './holds';
import { dueBy, firstOfLists, newestFirstPage } from '../table/partition-reads';
import type { TransactItem } from '../table/transactions';

/**
 * Transfers: units of a listing that changed hands, handed over from a hold (awaiting the buyer's
 * confirmation) or reported by the seller as sold elsewhere. Its status changes are conditional writes in
 * the transaction that also writes what follows from them (the ledger line, the listing, the notifications).
 *
 * | access pattern                           | index | partition key            | sort key                        |
 * |------------------------------------------|-------|--------------------------|---------------------------------|
 * | transfer by id                           | table | TRANSFER#<id>            | TRANSFER                        |
 * | a seller's transfers, newest first       | gsi1  | TRANSFERS#SELLER#<userId>| <handedOverAt>#<id> (desc.)     |
 * | a buyer's transfers, newest first        | gsi2  | TRANSFERS#BUYER#<userId> | <handedOverAt>#<id> (desc.)     |
 * | awaiting confirmation, by confirmBy      | gsi3  | TRANSFERS#AWAITING       | <confirmBy>#<id> (sparse)       |
 * | review window open, by its end           | gsi4  | TRANSFERS#REVIEWABLE     | <reviewBy>#<id> (sparse)        |
 *
 * An account deletion forgets its business on its side of every transfer (forgetTransferParty): the id goes, the
 * name reads DELETED_BUSINESS, the transfer leaves that side's list; the other side keeps it as it was.
 */
export interface TransferRecord {
  id: string;
  holdId: string | null;
  threadId: string | null;
  itemId: number;
  itemName: string;
  category: Category;
  sellerId: number | null;
  sellerName: string;
  buyerId: number | null;
  buyerName: string;
  quantity: number;
  unitPriceCents: number;
  kgPerUnit: number;
  kg: number;
  status: TransferStatus;
  handedOverAt: string;
  confirmBy: string | null;
  confirmedAt?: string;
  autoConfirmed?: boolean;
  note?: string;
  disputeMessage?: string;
  cancelledAt?: string;
  reviewBy?: string;
  /** Set when that side has reviewed (reviews.ts). */
  reviewedBuyer?: boolean;
  reviewedSeller?: boolean;
}

export const transferKey = (id: string) => ({ pk: `TRANSFER#${id}`, sk: 'TRANSFER' });
const sellerPartition = (userId: number) => `TRANSFERS#SELLER#${userId}`;
const buyerPartition = (userId: number) => `TRANSFERS#BUYER#${userId}`;
const AWAITING = 'TRANSFERS#AWAITING';
const REVIEWABLE = 'TRANSFERS#REVIEWABLE';
const TRANSFER_ID = /^[A-Za-z0-9_-]{16}$/;
const LIST_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{16}$/;
export const newTransferId = newDealId;

export function toTransfer(record: TransferRecord): Transfer {
  return {
    id: record.id,
    holdId: record.holdId,
    threadId: record.threadId,
    itemId: record.itemId,
    itemName: record.itemName,
    category: record.category,
    seller: { id: record.sellerId, businessName: record.sellerName },
    buyer: { id: record.buyerId, businessName: record.buyerName },
    quantity: record.quantity,
    unitPriceCents: record.unitPriceCents,
    kgPerUnit: record.kgPerUnit,
    kg: record.kg,
    status: record.status,
    handedOverAt: record.handedOverAt,
    confirmBy: record.confirmBy,
    ...(record.confirmedAt && { confirmedAt: record.confirmedAt }),
    ...(record.autoConfirmed && { autoConfirmed: true }),
    ...(record.note && { note: record.note }),
    ...(record.disputeMessage && { disputeMessage: record.disputeMessage }),
    ...(record.cancelledAt && { cancelledAt: record.cancelledAt }),
    ...(record.reviewBy && { reviewBy: record.reviewBy }),
    reviewedBy: [...(record.reviewedBuyer ? (['buyer'] as const) : []), ...(record.reviewedSeller ? (['seller'] as const) : [])],
  };
}

/** The side `userId` is on, or null when it is neither party. */
export const roleOf = (record: Pick<TransferRecord, 'buyerId' | 'sellerId'>, userId: number): DealRole | null =>
  record.sellerId === userId ? 'seller' : record.buyerId === userId ? 'buyer' : null;

/** The write of a new transfer (awaiting confirmation or self-reported), with its index entries. */
export function transferPut(record: TransferRecord): TransactItem {
  const listKey = `${record.handedOverAt}#${record.id}`;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...transferKey(record.id),
        ...record,
        ...(record.sellerId !== null && { gsi1pk: sellerPartition(record.sellerId), gsi1sk: listKey }),
        ...(record.buyerId !== null && { gsi2pk: buyerPartition(record.buyerId), gsi2sk: listKey }),
        ...(record.status === 'awaiting-confirmation' && record.confirmBy && { gsi3pk: AWAITING, gsi3sk: `${record.confirmBy}#${record.id}` }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const statusNames = { '#status': 'status' };

/**
 * Confirms a transfer: by its buyer (awaiting or disputed), or by the schedule (`auto`: awaiting only, and only
 * once `confirmBy` has passed). It leaves the schedule's index and opens the review window.
 */
export function confirmStep(record: TransferRecord, now: string, reviewBy: string, auto: boolean): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: `SET #status = :confirmed, confirmedAt = :now, reviewBy = :reviewBy, gsi4pk = :reviewable, gsi4sk = :window${auto ? ', autoConfirmed = :true' : ''} REMOVE gsi3pk, gsi3sk`,
      ConditionExpression: auto ? '#status = :awaiting AND confirmBy <= :now' : '#status IN (:awaiting, :disputed)',
      ExpressionAttributeNames: statusNames,
      ExpressionAttributeValues: {
        ':confirmed': 'confirmed',
        ':now': now,
        ':reviewBy': reviewBy,
        ':reviewable': REVIEWABLE,
        ':window': `${reviewBy}#${record.id}`,
        ':awaiting': 'awaiting-confirmation',
        ...(auto ? { ':true': true } : { ':disputed': 'disputed' }),
      },
    },
  };
}

/** The buyer reports a problem with a transfer awaiting confirmation: it no longer confirms itself. */
export const disputeStep = (record: TransferRecord, message: string, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: transferKey(record.id),
    UpdateExpression: 'SET #status = :disputed, disputeMessage = :message, disputedAt = :now REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status = :awaiting',
    ExpressionAttributeNames: statusNames,
    ExpressionAttributeValues: { ':disputed': 'disputed', ':message': message, ':now': now, ':awaiting': 'awaiting-confirmation' },
  },
});

/** The seller cancels a transfer not yet confirmed (awaiting or disputed). */
export const cancelStep = (record: TransferRecord, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: transferKey(record.id),
    UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status IN (:awaiting, :disputed)',
    ExpressionAttributeNames: statusNames,
    ExpressionAttributeValues: { ':cancelled': 'cancelled', ':now': now, ':awaiting': 'awaiting-confirmation', ':disputed': 'disputed' },
  },
});

const reviewedAttribute = (role: DealRole) => (role === 'buyer' ? 'reviewedBuyer' : 'reviewedSeller');

/**
 * Marks `role`'s review of a confirmed transfer, only inside its window and only once. `otherReviewed` is what
 * was read of the other side: the condition holds it to that, so two reviews at once cannot both miss each
 * other. When the other side has reviewed, both are published now and the window leaves the schedule's index.
 */
export function reviewedStep(record: TransferRecord, role: DealRole, otherReviewed: boolean, now: string): TransactItem {
  const mine = reviewedAttribute(role);
  const other = reviewedAttribute(role === 'buyer' ? 'seller' : 'buyer');
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: `SET ${mine} = :true${otherReviewed ? ' REMOVE gsi4pk, gsi4sk' : ''}`,
      ConditionExpression: `#status = :confirmed AND reviewBy > :now AND attribute_not_exists(${mine}) AND ${otherReviewed ? 'attribute_exists' : 'attribute_not_exists'}(${other})`,
      ExpressionAttributeNames: statusNames,
      ExpressionAttributeValues: { ':true': true, ':confirmed': 'confirmed', ':now': now },
    },
  };
}

/**
 * Closes a review window that has ended (the schedule publishes what was written in it), once. Held to the
 * sides `reviewed` as read: a review written between the read and this write (a clock a moment behind) fails it,
 * and the next run publishes that review too instead of leaving it hidden for good.
 */
export function closeReviewWindowStep(record: TransferRecord, reviewed: readonly DealRole[], now: string): TransactItem {
  const asRead = (['buyer', 'seller'] as const).map(
    (role) => `${reviewed.includes(role) ? 'attribute_exists' : 'attribute_not_exists'}(${reviewedAttribute(role)})`,
  );
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
      ConditionExpression: ['attribute_exists(gsi4pk) AND reviewBy <= :now', ...asRead].join(' AND '),
      ExpressionAttributeValues: { ':now': now },
    },
  };
}

export async function findTransfer(id: string): Promise<TransferRecord | null> {
  if (!TRANSFER_ID.test(id)) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: transferKey(id), ConsistentRead: true }));
  return (Item as TransferRecord | undefined) ?? null;
}

/** One page of a user's transfers as buyer or seller, newest first, optionally of one status. */
export async function transfersPage(userId: number, query: TransferListQuery): Promise<TransferPage> {
  const { items, nextCursor } = await newestFirstPage<TransferRecord>({
    ...(query.role === 'buyer' ? { indexName: 'gsi2', partition: buyerPartition(userId) } : { indexName: 'gsi1', partition: sellerPartition(userId) }),
    limit: query.limit,
    cursor: query.cursor,
    shape: LIST_KEY,
    sortKeyOf: (record) => `${record.handedOverAt}#${record.id}`,
    ...(query.status && { keep: (record: TransferRecord) => record.status === query.status }),
  });
  return { items: items.map(toTransfer), nextCursor };
}

/** Transfers awaiting confirmation whose `confirmBy` is at or before `until`, soonest first, at most `limit`. */
export const awaitingTransfersDueBy = (until: string, limit: number) => dueBy<TransferRecord>('gsi3', AWAITING, until, limit);
/** Confirmed transfers whose review window ends at or before `until`, soonest first, at most `limit`. */
export const reviewWindowsEndingBy = (until: string, limit: number) => dueBy<TransferRecord>('gsi4', REVIEWABLE, until, limit);

/**
 * Up to `limit` transfers still in the user's lists, as seller first, then as buyer: a bounded step of an account
 * deletion, which takes each out of the list it was read from (so the next step reads the next ones).
 */
export const firstTransfersOf = (userId: number, limit: number) =>
  firstOfLists<TransferRecord>([['gsi1', sellerPartition(userId)], ['gsi2', buyerPartition(userId)]], limit);

/**
 * Forgets a deleted business on one side of a record that keeps its seller in gsi1 and its buyer in gsi2 (a
 * transfer, a ledger line): that side's id becomes null, its name DELETED_BUSINESS, and it leaves `partition`,
 * the side's list. Only while the record is still in that list: running it again changes nothing.
 */
export async function forgetSide(key: Record<string, string>, role: DealRole, partition: string): Promise<void> {
  const index = role === 'seller' ? 'gsi1' : 'gsi2';
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: `SET #id = :none, #name = :gone REMOVE ${index}pk, ${index}sk`,
        ConditionExpression: `${index}pk = :partition`,
        ExpressionAttributeNames: { '#id': `${role}Id`, '#name': `${role}Name` },
        ExpressionAttributeValues: { ':none': null, ':gone': DELETED_BUSINESS, ':partition': partition },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * Account deletion: the user's side of a transfer is forgotten. Its status stays: the other side goes on with it
 * as before (see account-deletion.ts for what then becomes of one not yet confirmed).
 */
export const forgetTransferParty = (transferId: string, role: DealRole, userId: number) =>
  forgetSide(transferKey(transferId), role, role === 'seller' ? sellerPartition(userId) : buyerPartition(userId));

/**
 * Account deletion: a review window leaves the schedule's index at once, in the transaction that deletes the
 * hidden review the other side wrote about the deleted business. The sweep would wait on that review for good
 * (its close is held to the reviews it reads matching the transfer's marks), and the deleted business cannot
 * review any more, so there is nothing left for the window to publish.
 */
export const closeReviewWindowOfGoneStep = (record: TransferRecord): TransactItem => ({
  Update: { TableName: table(), Key: transferKey(record.id), UpdateExpression: 'REMOVE gsi4pk, gsi4sk', ConditionExpression: 'attribute_exists(pk)' },
});

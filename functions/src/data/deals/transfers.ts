import { type Category, type DealRole, DELETED_BUSINESS, type Transfer, type TransferListQuery, type TransferPage, type TransferStatus } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import { newDealId } from './holds';
import { AWAITING_TRANSFERS, REVIEWABLE_TRANSFERS, transferBuyerPartition, transferKey, transferSellerPartition } from './keys';
import { dueBy, firstOfLists, newestFirstPage } from '../table/partition-reads';
import { TIME_ID_SORT_KEY } from '../table/sort-key-cursor';

/**
 * Transfers: units of a listing that changed hands, handed over from a hold (awaiting the buyer's
 * confirmation) or reported by the seller as sold elsewhere. Its status changes are conditional writes in
 * the transaction that also writes what follows from them (the ledger line, the listing, the notifications):
 * transfer-steps.ts. Its keys and access patterns: keys.ts.
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

const TRANSFER_ID = /^[A-Za-z0-9_-]{16}$/;
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


export async function findTransfer(id: string): Promise<TransferRecord | null> {
  if (!TRANSFER_ID.test(id)) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: transferKey(id), ConsistentRead: true }));
  return (Item as TransferRecord | undefined) ?? null;
}

/** One page of a user's transfers as buyer or seller, newest first, optionally of one status. */
export async function transfersPage(userId: number, query: TransferListQuery): Promise<TransferPage> {
  const { items, nextCursor } = await newestFirstPage<TransferRecord>({
    ...(query.role === 'buyer' ? { indexName: 'gsi2', partition: transferBuyerPartition(userId) } : { indexName: 'gsi1', partition: transferSellerPartition(userId) }),
    limit: query.limit,
    cursor: query.cursor,
    shape: TIME_ID_SORT_KEY,
    sortKeyOf: (record) => `${record.handedOverAt}#${record.id}`,
    ...(query.status && { keep: (record: TransferRecord) => record.status === query.status }),
  });
  return { items: items.map(toTransfer), nextCursor };
}

/** Transfers awaiting confirmation whose `confirmBy` is at or before `until`, soonest first, at most `limit`. */
export const awaitingTransfersDueBy = (until: string, limit: number) => dueBy<TransferRecord>('gsi3', AWAITING_TRANSFERS, until, limit);
/** Confirmed transfers whose review window ends at or before `until`, soonest first, at most `limit`. */
export const reviewWindowsEndingBy = (until: string, limit: number) => dueBy<TransferRecord>('gsi4', REVIEWABLE_TRANSFERS, until, limit);

/**
 * Up to `limit` transfers still in the user's lists, as seller first, then as buyer: a bounded step of an account
 * deletion, which takes each out of the list it was read from (so the next step reads the next ones).
 */
export const firstTransfersOf = (userId: number, limit: number) =>
  firstOfLists<TransferRecord>([['gsi1', transferSellerPartition(userId)], ['gsi2', transferBuyerPartition(userId)]], limit);

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
  forgetSide(transferKey(transferId), role, role === 'seller' ? transferSellerPartition(userId) : transferBuyerPartition(userId));


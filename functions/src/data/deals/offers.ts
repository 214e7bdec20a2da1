import { type DealRole, DELETED_BUSINESS, type Hold, type Offer, type OfferStatus } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { dealsPartition, newDealId, toHold, type HoldRecord } from './holds';
import type { TransactItem } from '../table/transactions';

/**
 * Offers inside an inquiry thread. A thread has at most one open offer: its marker (THREAD#<id> / OPENOFFER)
 * names it, and every write that opens or closes an offer conditions on the marker, so two parties answering
 * at once cannot both win. An open offer past `endsAt` reads as expired at once; the next offer replaces it.
 *
 * | access pattern                   | index | partition key     | sort key                      |
 * |----------------------------------|-------|-------------------|-------------------------------|
 * | offer by id                      | table | OFFER#<id>        | OFFER                         |
 * | the open offer of a thread       | table | THREAD#<threadId> | OPENOFFER                     |
 * | a thread's offers and holds      | gsi10 | DEALS#<threadId>  | OFFER#<createdAt>#<id>        |
 */
export interface OfferRecord {
  id: string;
  threadId: string;
  itemId: number;
  itemName: string;
  by: DealRole;
  /** Null once that party deleted its account. */
  buyerId: number | null;
  sellerId: number | null;
  quantity: number;
  unitPriceCents: number;
  status: OfferStatus;
  message?: string;
  createdAt: string;
  endsAt: string;
}

export const offerKey = (id: string) => ({ pk: `OFFER#${id}`, sk: 'OFFER' });
const markerKey = (threadId: string) => ({ pk: `THREAD#${threadId}`, sk: 'OPENOFFER' });
const OFFER_ID = /^[A-Za-z0-9_-]{16}$/;

export const offerStatusAt = (record: Pick<OfferRecord, 'status' | 'endsAt'>, now = new Date().toISOString()): OfferStatus =>
  record.status === 'open' && record.endsAt <= now ? 'expired' : record.status;

/** The user id of the party that made the offer. */
export const makerOf = (offer: OfferRecord) => (offer.by === 'buyer' ? offer.buyerId : offer.sellerId);

export function toOffer(record: OfferRecord): Offer {
  return {
    id: record.id,
    threadId: record.threadId,
    itemId: record.itemId,
    by: record.by,
    quantity: record.quantity,
    unitPriceCents: record.unitPriceCents,
    totalCents: record.quantity * record.unitPriceCents,
    status: offerStatusAt(record),
    ...(record.message ? { message: record.message } : {}),
    createdAt: record.createdAt,
    expiresAt: record.endsAt,
  };
}

export const offerRecordOf = (fields: Omit<OfferRecord, 'id' | 'status'>): OfferRecord => ({ ...fields, id: newDealId(), status: 'open' });

export async function findOffer(id: string): Promise<OfferRecord | null> {
  if (!OFFER_ID.test(id)) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: offerKey(id), ConsistentRead: true }));
  return (Item as OfferRecord | undefined) ?? null;
}

/** The thread's open offer as stored (it may read as expired), or null. */
export async function openOfferOf(threadId: string): Promise<OfferRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: markerKey(threadId), ConsistentRead: true }));
  return Item ? findOffer(String(Item.offerId)) : null;
}

/**
 * Writes a new open offer and makes it the thread's: `replacing` (the marker's offer when it has one) must
 * still be the thread's open offer, and none may have appeared if there was none.
 */
export function offerPuts(offer: OfferRecord, replacing: OfferRecord | null): TransactItem[] {
  return [
    {
      Put: {
        TableName: table(),
        Item: { ...offerKey(offer.id), ...offer, gsi10pk: dealsPartition(offer.threadId), gsi10sk: `OFFER#${offer.createdAt}#${offer.id}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...markerKey(offer.threadId), offerId: offer.id },
        ...(replacing
          ? { ConditionExpression: 'offerId = :replaced', ExpressionAttributeValues: { ':replaced': replacing.id } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
}

/**
 * Closes an open offer (`accepted`, `declined`, `withdrawn`, `countered`): only while it is open and has not
 * expired. Unless another offer takes its place, the thread's marker goes with it.
 */
export function closeOfferSteps(offer: OfferRecord, status: Exclude<OfferStatus, 'open' | 'expired'>, now: string, keepMarker = false): TransactItem[] {
  return [
    {
      Update: {
        TableName: table(),
        Key: offerKey(offer.id),
        UpdateExpression: 'SET #status = :status, closedAt = :now',
        ConditionExpression: '#status = :open AND endsAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':open': 'open', ':now': now },
      },
    },
    ...(keepMarker
      ? []
      : [
          {
            Delete: {
              TableName: table(),
              Key: markerKey(offer.threadId),
              ConditionExpression: 'offerId = :id',
              ExpressionAttributeValues: { ':id': offer.id },
            },
          },
        ]),
  ];
}

/**
 * The user leaves the deals of a thread (account deletion): its id goes from every offer and hold of the thread,
 * a hold leaves the user's list and shows DELETED_BUSINESS as that party.
 */
export async function forgetPartyInDeals(userId: number, threadId: string): Promise<void> {
  const records = await queryAll<Record<string, unknown>>({
    IndexName: 'gsi10',
    KeyConditionExpression: 'gsi10pk = :pk',
    ExpressionAttributeValues: { ':pk': dealsPartition(threadId) },
  });
  await inParallel(records, async (record) => {
    const side = record.buyerId === userId ? 'buyer' : record.sellerId === userId ? 'seller' : null;
    if (!side) return;
    const index = side === 'buyer' ? 'gsi1' : 'gsi2';
    const isHold = record.sk === 'HOLD';
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: record.pk, sk: record.sk },
        UpdateExpression: `SET #id = :none${isHold ? ', #name = :gone' : ''}${isHold ? ` REMOVE ${index}pk, ${index}sk` : ''}`,
        ExpressionAttributeNames: { '#id': `${side}Id`, ...(isHold && { '#name': `${side}Name` }) },
        ExpressionAttributeValues: { ':none': null, ...(isHold && { ':gone': DELETED_BUSINESS }) },
      }),
    );
  });
}

/** A thread's offers and holds, newest first. */
export async function dealsOfThread(threadId: string): Promise<{ offers: Offer[]; holds: Hold[] }> {
  const records = await queryAll<Record<string, unknown>>({
    IndexName: 'gsi10',
    KeyConditionExpression: 'gsi10pk = :pk',
    ExpressionAttributeValues: { ':pk': dealsPartition(threadId) },
  });
  const newestFirst = <T extends { createdAt: string }>(list: T[]) => list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    offers: newestFirst(records.filter((record) => String(record.sk) === 'OFFER').map((record) => toOffer(record as unknown as OfferRecord))),
    holds: newestFirst(records.filter((record) => String(record.sk) === 'HOLD').map((record) => toHold(record as unknown as HoldRecord))),
  };
}

import type { DealEvent, HandoverInput, SelfReportInput, Transfer } from '@surplus/shared';
import { kgPerUnitOf, TRANSFER_MESSAGES } from '@surplus/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { findHold, handOverHoldStep, holdStatusAt } from '../data/deals/holds';
import { ledgerLineOf, ledgerSteps, uncountedParties } from '../data/deals/impact';
import { findView } from '../data/inquiries/inbox';
import { lineSteps } from '../data/inquiries/messages';
import { updateSearchIndex } from '../data/listings/item-writes';
import { findListingForDeal, readRecord } from '../data/listings/items';
import { type ListingChange, putBack, takeOff } from '../data/listings/transferred';
import { cancellationCodes, type TransactItem, writeTransaction } from '../data/table/transactions';
import { cancelStep, confirmStep, disputeStep, transferPut } from '../data/deals/transfer-steps';
import { findTransfer, newTransferId, roleOf, toTransfer, type TransferRecord } from '../data/deals/transfers';
import type { UserRecord } from '../data/users/users';
import { config } from '../lib/config';
import { conflict, forbidden, notFound } from '../lib/errors';
import { dealNotificationPut, type DealNotice, mailDealNotice } from './deal-notices';
import { holdOfParty } from './deal-holds';

/**
 * Transfers: the seller hands over (part of) a hold, or records a sale made elsewhere; the buyer confirms,
 * reports a problem, or leaves it to confirm itself; the seller may cancel one not yet confirmed. Each status
 * change is one transaction with what follows from it: the listing's quantity, the ledger line and its
 * counters (data/deals/impact.ts), the thread line and the other party's notification.
 */

/** Concurrent transfers of one listing, or ledger lines of one business, conflict: they are decided again. */
const ATTEMPTS = 16;
const SELF_REPORTED_BUYER = 'A buyer elsewhere';

const codesOf = (error: unknown) => cancellationCodes(error) ?? [];
const conflicted = (error: unknown) => codesOf(error).includes('TransactionConflict') && !codesOf(error).includes('ConditionalCheckFailed');
const failedAt = (error: unknown, index: number) => codesOf(error)[index] === 'ConditionalCheckFailed';
const pause = (attempt: number) => sleep(Math.random() * Math.min(250, 10 * 2 ** attempt));

/** 404 unless `user` is a party to the transfer (anyone else must not learn it exists). */
export async function transferOfParty(user: UserRecord, id: string): Promise<TransferRecord> {
  const record = await findTransfer(id);
  if (!record || roleOf(record, user.id) === null) throw notFound(TRANSFER_MESSAGES.transferNotFound);
  return record;
}

const notice = (record: TransferRecord, event: DealEvent, fromName: string): DealNotice => ({
  event,
  item: { id: record.itemId, name: record.itemName },
  threadId: record.threadId ?? '',
  ...(record.holdId && { holdId: record.holdId }),
  transferId: record.id,
  quantity: record.quantity,
  unitPriceCents: record.unitPriceCents,
  fromName,
});

const units = (record: Pick<TransferRecord, 'quantity' | 'category'>) =>
  `${record.quantity} ${record.category === 'door' ? (record.quantity === 1 ? 'door' : 'doors') : record.quantity === 1 ? 'part' : 'parts'}`;

/** The acting party's line in the transfer's thread, when it has one the party can still write to. */
async function threadLine(user: UserRecord, record: TransferRecord, event: DealEvent, body: string, now: string): Promise<TransactItem[]> {
  if (!record.threadId) return [];
  const view = await findView(user.id, record.threadId);
  if (!view || view.otherPartyId === undefined) return [];
  return lineSteps(view, { body, event, ...(record.holdId && { holdId: record.holdId }) }, now);
}

/** After the transaction: the postings of a listing that left (or came back to) the lists. */
async function followListing(change: ListingChange): Promise<void> {
  if (change.searchChange) await updateSearchIndex(change.searchChange.before, change.searchChange.after, change.searchChange.version);
}

/**
 * The seller hands `quantity` (1 to the held quantity) of an active hold over to its buyer: a transfer awaiting
 * the buyer's confirmation. The hold becomes handed-over, the quantity leaves the listing and the rest of the
 * hold is available again, in one transaction.
 */
export async function handOver(user: UserRecord, holdId: string, input: HandoverInput): Promise<Transfer> {
  for (let attempt = 1; ; attempt++) {
    const hold = await holdOfParty(user, holdId);
    if (hold.sellerId !== user.id) throw forbidden(TRANSFER_MESSAGES.sellerHandsOver);
    const status = holdStatusAt(hold);
    if (status !== 'active') throw conflict(`This hold is ${status}`);
    if (input.quantity > hold.quantity) throw conflict(TRANSFER_MESSAGES.handoverTooMany(hold.quantity));
    const listing = await readRecord(hold.itemId);
    if (!listing) throw notFound('Item not found');
    const start = new Date();
    const now = start.toISOString();
    const record: TransferRecord = {
      id: newTransferId(),
      holdId: hold.id,
      threadId: hold.threadId,
      itemId: hold.itemId,
      itemName: hold.itemName,
      category: listing.category,
      sellerId: hold.sellerId,
      sellerName: hold.sellerName,
      buyerId: hold.buyerId,
      buyerName: hold.buyerName,
      quantity: input.quantity,
      unitPriceCents: hold.unitPriceCents,
      kgPerUnit: kgPerUnitOf(listing.category),
      kg: input.quantity * kgPerUnitOf(listing.category),
      status: 'awaiting-confirmation',
      handedOverAt: now,
      confirmBy: new Date(start.getTime() + config.confirmSeconds * 1000).toISOString(),
      ...(input.note && { note: input.note }),
    };
    const change = takeOff(listing, input.quantity, hold.quantity);
    const told = notice(record, 'handed_over', user.businessName);
    const rest = hold.quantity - input.quantity;
    const body = `Handed over ${units(record)}${rest > 0 ? `; the other ${rest} went back on the listing` : ''}`;
    try {
      await writeTransaction(
        [
          handOverHoldStep(hold, record.id, now),
          ...change.steps,
          transferPut(record),
          ...(await threadLine(user, record, 'handed_over', body, now)),
          ...dealNotificationPut(record.buyerId, told),
        ],
        1,
      );
    } catch (error) {
      if (failedAt(error, 0)) throw conflict(`This hold is ${holdStatusAt((await findHold(holdId)) ?? hold)}`);
      if ((failedAt(error, 1) || conflicted(error)) && attempt < ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
    await followListing(change);
    await mailDealNotice(record.buyerId, told, `${body}. Confirm that you received them, or report a problem.`);
    return toTransfer(record);
  }
}

/**
 * The seller records `quantity` (at most what is available) as sold elsewhere: a self-reported transfer, off
 * the listing at once and on the ledger in the same transaction.
 */
export async function recordSale(user: UserRecord, itemId: number, input: SelfReportInput): Promise<Transfer> {
  for (let attempt = 1; ; attempt++) {
    const item = await findListingForDeal(itemId);
    if (!item) throw notFound('Item not found');
    if (item.userId !== user.id) throw forbidden(TRANSFER_MESSAGES.sellerRecords);
    if (item.quantity === 0) throw conflict(TRANSFER_MESSAGES.allTransferred);
    if (input.quantity > item.availableQuantity) throw conflict(`Only ${item.availableQuantity} available`);
    const listing = await readRecord(itemId);
    if (!listing) throw notFound('Item not found');
    const now = new Date().toISOString();
    const record: TransferRecord = {
      id: newTransferId(),
      holdId: null,
      threadId: null,
      itemId: item.id,
      itemName: item.name,
      category: item.category,
      sellerId: user.id,
      sellerName: user.businessName,
      buyerId: null,
      buyerName: input.buyerName || SELF_REPORTED_BUYER,
      quantity: input.quantity,
      unitPriceCents: 0,
      kgPerUnit: kgPerUnitOf(item.category),
      kg: input.quantity * kgPerUnitOf(item.category),
      status: 'self-reported',
      handedOverAt: now,
      confirmBy: null,
      ...(input.note && { note: input.note }),
    };
    const change = takeOff(listing, input.quantity, 0);
    try {
      await writeTransaction(
        [...change.steps, transferPut(record), ...ledgerSteps(ledgerLineOf(record, 'self-reported', now), await uncountedParties([user.id]))],
        1,
      );
    } catch (error) {
      if ((failedAt(error, 0) || codesOf(error).includes('ConditionalCheckFailed') || conflicted(error)) && attempt < ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
    await followListing(change);
    return toTransfer(record);
  }
}

/** The buyer confirms receipt (of a transfer awaiting confirmation, or one they had disputed). */
export async function confirmTransfer(user: UserRecord, id: string): Promise<Transfer> {
  const record = await transferOfParty(user, id);
  if (record.buyerId !== user.id) throw forbidden(TRANSFER_MESSAGES.buyerConfirms);
  return confirm(record, user, false);
}

/** Confirms a transfer: by its buyer, or (`by` null) by the schedule once its confirmBy has passed. */
export async function confirm(first: TransferRecord, by: UserRecord | null, auto: boolean): Promise<Transfer> {
  let record = first;
  for (let attempt = 1; ; attempt++) {
    if (record.status !== 'awaiting-confirmation' && (auto || record.status !== 'disputed')) throw conflict(TRANSFER_MESSAGES.transferIs(record.status));
    const at = new Date();
    const now = at.toISOString();
    const reviewBy = new Date(at.getTime() + config.reviewSeconds * 1000).toISOString();
    const confirmed: TransferRecord = { ...record, status: 'confirmed', confirmedAt: now, reviewBy, ...(auto && { autoConfirmed: true }) };
    const event = auto ? 'transfer_auto_confirmed' : 'transfer_confirmed';
    const toSeller = notice(confirmed, event, record.buyerName);
    const toBuyer = notice(confirmed, event, record.sellerName);
    const body = auto ? `Confirmed automatically: ${units(record)} received` : `Confirmed receipt of ${units(record)}`;
    try {
      await writeTransaction(
        [
          confirmStep(record, now, reviewBy, auto),
          ...ledgerSteps(ledgerLineOf(confirmed, 'confirmed', now), await uncountedParties([record.sellerId, record.buyerId])),
          ...(by ? await threadLine(by, record, event, body, now) : []),
          ...dealNotificationPut(record.sellerId, toSeller),
          ...(auto ? dealNotificationPut(record.buyerId, toBuyer) : []),
        ],
        1,
      );
    } catch (error) {
      const again = await findTransfer(record.id);
      if (failedAt(error, 0) || !again) throw conflict(TRANSFER_MESSAGES.transferIs(again?.status ?? record.status));
      // Another business's first line counted it meanwhile, or a concurrent line held a counter: decide again.
      if ((codesOf(error).includes('ConditionalCheckFailed') || conflicted(error)) && attempt < ATTEMPTS) {
        record = again;
        await pause(attempt);
        continue;
      }
      throw error;
    }
    const mail = auto ? `${units(record)} of "${record.itemName}" confirmed automatically, ${Math.round(config.confirmSeconds / 86_400)} days after handover.` : body;
    await mailDealNotice(record.sellerId, toSeller, mail);
    if (auto) await mailDealNotice(record.buyerId, toBuyer, mail);
    return toTransfer(confirmed);
  }
}

/** The buyer reports a problem: the seller is told, and the transfer no longer confirms itself. */
export async function disputeTransfer(user: UserRecord, id: string, message: string): Promise<Transfer> {
  const record = await transferOfParty(user, id);
  if (record.buyerId !== user.id) throw forbidden(TRANSFER_MESSAGES.buyerDisputes);
  if (record.status !== 'awaiting-confirmation') throw conflict(TRANSFER_MESSAGES.transferIs(record.status));
  const now = new Date().toISOString();
  const told = notice(record, 'transfer_disputed', user.businessName);
  const body = `Reported a problem with the handover of ${units(record)}: ${message}`;
  try {
    await writeTransaction([
      disputeStep(record, message, now),
      ...(await threadLine(user, record, 'transfer_disputed', body, now)),
      ...dealNotificationPut(record.sellerId, told),
    ]);
  } catch (error) {
    if (failedAt(error, 0)) throw conflict(TRANSFER_MESSAGES.transferIs((await findTransfer(id))?.status ?? record.status));
    throw error;
  }
  await mailDealNotice(record.sellerId, told, body);
  return toTransfer({ ...record, status: 'disputed', disputeMessage: message });
}

/** The seller cancels a transfer not yet confirmed: its units go back on the listing (if it still exists). */
export async function cancelTransfer(user: UserRecord, id: string): Promise<Transfer> {
  for (let attempt = 1; ; attempt++) {
    const record = await transferOfParty(user, id);
    if (record.sellerId !== user.id) throw forbidden(TRANSFER_MESSAGES.sellerCancels);
    if (record.status !== 'awaiting-confirmation' && record.status !== 'disputed') throw conflict(TRANSFER_MESSAGES.transferIs(record.status));
    const now = new Date().toISOString();
    const listing = await readRecord(record.itemId);
    const change: ListingChange = listing ? putBack(listing, record.quantity) : { steps: [] };
    const told = notice(record, 'transfer_cancelled', user.businessName);
    const body = `Cancelled the handover of ${units(record)}: they are back on the listing`;
    try {
      await writeTransaction(
        [cancelStep(record, now), ...change.steps, ...(await threadLine(user, record, 'transfer_cancelled', body, now)), ...dealNotificationPut(record.buyerId, told)],
        1,
      );
    } catch (error) {
      if (failedAt(error, 0)) throw conflict(TRANSFER_MESSAGES.transferIs((await findTransfer(id))?.status ?? record.status));
      if ((failedAt(error, 1) || conflicted(error)) && attempt < ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
    await followListing(change);
    await mailDealNotice(record.buyerId, told, body);
    return toTransfer({ ...record, status: 'cancelled', cancelledAt: now });
  }
}

import { DEAL_LIMITS, DEAL_MESSAGES, type Hold, isPriced } from '@surplus/shared';
import { findView } from '../data/inquiries/inbox';
import { lineSteps } from '../data/inquiries/messages';
import { buyerLineSteps } from '../data/inquiries/threads';
import { endHoldStep, extendHoldStep, findHold, holdPut, holdStatusAt, newDealId, toHold, type HoldRecord } from '../data/deals/holds';
import { freeQuantityStep, reserveQuantityStep } from '../data/listings/held-quantity';
import { findListingForDeal } from '../data/listings/items';
import { setTimeout as sleep } from 'node:timers/promises';
import { cancellationCodes, type TransactItem, writeTransaction } from '../data/table/transactions';
import type { UserRecord } from '../data/users/users';
import { config } from '../lib/config';
import { conflict, forbidden, notFound } from '../lib/errors';
import { dealDate, dealLine, dealNotificationPut, type DealNotice, holdNotice, mailDealNotice, terms } from './deal-notices';
import { assertThreadAllowed, countNewThread } from './rate-limits';

/** Many buyers reserving one listing at once conflict in DynamoDB's transactions: they are retried longer. */
const RESERVE_ATTEMPTS = 16;

/**
 * Writes a transaction that takes `quantity` off listing `itemId` (its first step). When it conflicts with
 * another buyer's, the listing is read again: once too little is left the buyer hears so at once instead of
 * waiting out the retries; else it tries again after a short jittered pause.
 */
export async function reservingTransaction(steps: TransactItem[], itemId: number, quantity: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await writeTransaction(steps, 1);
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflicted = codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflicted || attempt >= RESERVE_ATTEMPTS) throw error;
      const now = await findListingForDeal(itemId);
      if (!now || now.availableQuantity < quantity) throw conflict(DEAL_MESSAGES.onlyAvailable(now?.availableQuantity ?? 0));
      await sleep(Math.random() * Math.min(250, 10 * 2 ** attempt));
    }
  }
}
const DAY_MS = 86_400_000;

const failedCondition = (error: unknown, index: number) => cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/** 404 unless `user` is a party to the hold (anyone else must not learn it exists). */
export async function holdOfParty(user: UserRecord, holdId: string): Promise<HoldRecord> {
  const hold = await findHold(holdId);
  if (!hold || (hold.buyerId !== user.id && hold.sellerId !== user.id)) throw notFound(DEAL_MESSAGES.holdNotFound);
  return hold;
}

/** A hold's end, from its start: HOLD_SECONDS locally, the stage's holdDays on AWS. */
export const holdEnd = (start: Date) => new Date(start.getTime() + config.holdSeconds * 1000).toISOString();

/**
 * Reserves `quantity` of a listing at its asking price for `buyer`, in the buyer's thread with the listing (opened
 * when there is none). The listing's counters, the hold, the thread line and the seller's notification are one
 * transaction: the listing's condition (`availableQuantity >= quantity`) decides who gets the last units.
 */
export async function reserve(buyer: UserRecord, itemId: number, quantity: number): Promise<Hold> {
  for (let attempt = 1; ; attempt++) {
    const item = await findListingForDeal(itemId);
    if (!item) throw notFound('Item not found');
    if (item.userId === buyer.id) throw forbidden(DEAL_MESSAGES.ownListing);
    if (!isPriced(item.priceMode) && item.priceMode !== 'free') throw conflict(DEAL_MESSAGES.noPrice);
    if (quantity > item.availableQuantity) throw conflict(DEAL_MESSAGES.onlyAvailable(item.availableQuantity));
    const start = new Date();
    const createdAt = start.toISOString();
    const unitPriceCents = item.priceMode === 'free' ? 0 : (item.unitPriceCents ?? 0);
    const seller = { id: item.userId, businessName: item.businessName };
    const holdId = newDealId();
    const endsAt = holdEnd(start);
    const body = `Reserved ${terms(quantity, unitPriceCents)} until ${dealDate(endsAt)}`;
    const notice: Omit<DealNotice, 'threadId'> = { event: 'hold_made', item, holdId, quantity, unitPriceCents, fromName: buyer.businessName };
    const thread = await buyerLineSteps(buyer, seller, item, { body, event: 'hold_made', holdId }, createdAt);
    if (thread.opened) await assertThreadAllowed(buyer.id);
    const hold: HoldRecord = {
      id: holdId,
      itemId: item.id,
      itemName: item.name,
      threadId: thread.threadId,
      buyerId: buyer.id,
      buyerName: buyer.businessName,
      sellerId: item.userId,
      sellerName: item.businessName,
      quantity,
      unitPriceCents,
      status: 'active',
      createdAt,
      endsAt,
    };
    try {
      await reservingTransaction(
        [reserveQuantityStep(item.id, quantity), holdPut(hold), ...thread.steps, ...dealNotificationPut(seller.id, { ...notice, threadId: thread.threadId })],
        item.id,
        quantity,
      );
    } catch (error) {
      if (failedCondition(error, 0)) {
        const now = await findListingForDeal(itemId);
        throw conflict(DEAL_MESSAGES.onlyAvailable(now?.availableQuantity ?? 0));
      }
      // The buyer's thread was opened or moved by another request a moment ago: decide again.
      if (cancellationCodes(error)?.includes('ConditionalCheckFailed') && attempt < 3) continue;
      throw error;
    }
    if (thread.opened) await countNewThread(buyer.id);
    await mailDealNotice(seller.id, { ...notice, threadId: thread.threadId }, body);
    return toHold(hold);
  }
}

/** Ends the hold for either party before its end; its units go back on the listing. */
export async function releaseHold(user: UserRecord, holdId: string): Promise<Hold> {
  const hold = await holdOfParty(user, holdId);
  const status = holdStatusAt(hold);
  if (status !== 'active') throw conflict(DEAL_MESSAGES.holdIs(status));
  const otherId = hold.buyerId === user.id ? hold.sellerId : hold.buyerId;
  const notice = holdNotice(hold, 'hold_released', user.businessName);
  const body = `Released the hold of ${hold.quantity}`;
  const now = new Date().toISOString();
  const view = await findView(user.id, hold.threadId);
  try {
    await writeTransaction([
      endHoldStep(hold, 'released', now),
      freeQuantityStep(hold.itemId, hold.quantity),
      ...(view && view.otherPartyId !== undefined ? lineSteps(view, dealLine(notice, body), now) : []),
      ...dealNotificationPut(otherId, notice),
    ]);
  } catch (error) {
    if (failedCondition(error, 0)) throw conflict(DEAL_MESSAGES.holdIs(holdStatusAt((await findHold(holdId)) ?? hold)));
    throw error;
  }
  await mailDealNotice(otherId, notice, body);
  return toHold({ ...hold, status: 'released' });
}

/** The seller gives the buyer `days` more, up to DEAL_LIMITS.holdDaysMax from the hold's start. */
export async function extendHold(user: UserRecord, holdId: string, days: number): Promise<Hold> {
  const hold = await holdOfParty(user, holdId);
  if (hold.sellerId !== user.id) throw forbidden(DEAL_MESSAGES.sellerExtends);
  const status = holdStatusAt(hold);
  if (status !== 'active') throw conflict(DEAL_MESSAGES.holdIs(status));
  const endsAt = new Date(Date.parse(hold.endsAt) + days * DAY_MS).toISOString();
  if (Date.parse(endsAt) > Date.parse(hold.createdAt) + DEAL_LIMITS.holdDaysMax * DAY_MS) throw conflict(DEAL_MESSAGES.holdTooLong);
  const notice = holdNotice(hold, 'hold_extended', user.businessName);
  const body = `Extended the hold by ${days} ${days === 1 ? 'day' : 'days'}, to ${dealDate(endsAt)}`;
  const now = new Date().toISOString();
  const view = await findView(user.id, hold.threadId);
  try {
    await writeTransaction([
      extendHoldStep(hold, endsAt, now),
      ...(view && view.otherPartyId !== undefined ? lineSteps(view, dealLine(notice, body), now) : []),
      ...dealNotificationPut(hold.buyerId, notice),
    ]);
  } catch (error) {
    if (!failedCondition(error, 0)) throw error;
    const again = (await findHold(holdId)) ?? hold;
    const nowStatus = holdStatusAt(again);
    throw conflict(nowStatus === 'active' ? 'The hold changed meanwhile: try again' : DEAL_MESSAGES.holdIs(nowStatus));
  }
  await mailDealNotice(hold.buyerId, notice, body);
  return toHold({ ...hold, endsAt });
}

import { DEAL_MESSAGES, type Hold, type InventoryItem, type Offer, type OfferCreateInput } from '@surplus/shared';
import { findView, INQUIRY_NOT_FOUND, type ThreadView } from '../data/inquiries/inbox';
import { lineSteps } from '../data/inquiries/messages';
import { buyerLineSteps, openThreadOf } from '../data/inquiries/threads';
import { holdPut, newDealId, toHold, type HoldRecord } from '../data/deals/holds';
import { reserveQuantityStep } from '../data/listings/held-quantity';
import { findListingForDeal } from '../data/listings/items';
import { closeOfferSteps, findOffer, makerOf, offerPuts, offerRecordOf, offerStatusAt, openOfferOf, toOffer, type OfferRecord } from '../data/deals/offers';
import { cancellationCodes, type TransactItem, writeTransaction } from '../data/table/transactions';
import type { UserRecord } from '../data/users/users';
import { conflict, forbidden, notFound } from '../lib/errors';
import { dealLine, dealNotificationPut, type DealNotice, mailDealNotice, terms } from './deal-notices';
import { holdEnd, reservingTransaction } from './deal-holds';
import { assertThreadAllowed, countNewThread } from './rate-limits';

type OfferTerms = Required<Pick<OfferCreateInput, 'quantity' | 'unitPriceCents' | 'expiresInHours'>> & Pick<OfferCreateInput, 'message'>;
const HOUR_MS = 3_600_000;
const ATTEMPTS = 3;
const CHANGED = 'The conversation changed meanwhile: please look again';

async function listingOf(itemId: number): Promise<InventoryItem> {
  const item = await findListingForDeal(itemId);
  if (!item) throw conflict('This listing was deleted');
  return item;
}

const offerBody = (countering: boolean, input: OfferTerms) =>
  `${countering ? 'Countered' : 'Offered'} ${terms(input.quantity, input.unitPriceCents)}${input.message ? `: ${input.message}` : ''}`;

/**
 * An offer by a party of the thread. Another party's open offer becomes `countered` in the same step; the
 * party's own open offer is a 409 until withdrawn. Conditions on the thread's open-offer marker make each
 * answer see the thread as it is.
 */
export async function makeOffer(user: UserRecord, threadId: string, input: OfferTerms): Promise<Offer> {
  for (let attempt = 1; ; attempt++) {
    const view = await findView(user.id, threadId);
    if (!view) throw notFound(INQUIRY_NOT_FOUND);
    if (view.otherPartyId === undefined) throw conflict('This business has deleted its account');
    const item = await listingOf(view.itemId);
    if (input.quantity > item.availableQuantity) throw conflict(DEAL_MESSAGES.onlyAvailable(item.availableQuantity));
    const marked = await openOfferOf(threadId);
    const open = marked && offerStatusAt(marked) === 'open' ? marked : null;
    if (open?.by === view.role) throw conflict(DEAL_MESSAGES.ownOfferOpen);
    const now = new Date();
    const offer = newOffer(view, item, user, input, now);
    const notice = offerNotice(offer, open ? 'offer_countered' : 'offer_received', item, user);
    const body = offerBody(open !== null, input);
    const steps: TransactItem[] = [
      ...(open ? closeOfferSteps(open, 'countered', offer.createdAt, true) : []),
      ...offerPuts(offer, marked),
      ...lineSteps(view, dealLine(notice, body), offer.createdAt),
      ...dealNotificationPut(view.otherPartyId, notice),
    ];
    try {
      await writeTransaction(steps);
    } catch (error) {
      if (cancellationCodes(error)?.includes('ConditionalCheckFailed') && attempt < ATTEMPTS) continue;
      if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw conflict(CHANGED);
      throw error;
    }
    await mailDealNotice(view.otherPartyId, notice, body);
    return toOffer(offer);
  }
}

/** A buyer's offer from the listing page: in their open thread with the listing, or in a new one. */
export async function makeListingOffer(buyer: UserRecord, itemId: number, input: OfferTerms): Promise<Offer> {
  for (let attempt = 1; ; attempt++) {
    const item = await findListingForDeal(itemId);
    if (!item) throw notFound('Item not found');
    if (item.userId === buyer.id) throw forbidden(DEAL_MESSAGES.ownListing);
    const open = await openThreadOf(item.id, buyer.id);
    if (open) return makeOffer(buyer, open, input);
    if (input.quantity > item.availableQuantity) throw conflict(DEAL_MESSAGES.onlyAvailable(item.availableQuantity));
    await assertThreadAllowed(buyer.id);
    const now = new Date();
    const seller = { id: item.userId, businessName: item.businessName };
    const body = offerBody(false, input);
    const offerId = newDealId();
    const thread = await buyerLineSteps(buyer, seller, item, { body, event: 'offer_received', offerId }, now.toISOString());
    const offer: OfferRecord = {
      ...offerRecordOf(offerFields(thread.threadId, item, 'buyer', buyer.id, item.userId, input, now)),
      id: offerId,
    };
    const notice = offerNotice(offer, 'offer_received', item, buyer);
    try {
      await writeTransaction([...offerPuts(offer, null), ...thread.steps, ...dealNotificationPut(seller.id, notice)]);
    } catch (error) {
      // The buyer opened a thread with this listing a moment ago: offer in that one.
      if (cancellationCodes(error)?.includes('ConditionalCheckFailed') && attempt < ATTEMPTS) continue;
      throw error;
    }
    await countNewThread(buyer.id);
    await mailDealNotice(seller.id, notice, body);
    return toOffer(offer);
  }
}

const offerFields = (threadId: string, item: InventoryItem, by: 'buyer' | 'seller', buyerId: number, sellerId: number, input: OfferTerms, now: Date) => ({
  threadId,
  itemId: item.id,
  itemName: item.name,
  by,
  buyerId,
  sellerId,
  quantity: input.quantity,
  unitPriceCents: input.unitPriceCents,
  ...(input.message ? { message: input.message } : {}),
  createdAt: now.toISOString(),
  endsAt: new Date(now.getTime() + input.expiresInHours * HOUR_MS).toISOString(),
});

function newOffer(view: ThreadView, item: InventoryItem, user: UserRecord, input: OfferTerms, now: Date): OfferRecord {
  const other = view.otherPartyId!;
  const [buyerId, sellerId] = view.role === 'buyer' ? [user.id, other] : [other, user.id];
  return offerRecordOf(offerFields(view.threadId, item, view.role, buyerId, sellerId, input, now));
}

const offerNotice = (offer: OfferRecord, event: DealNotice['event'], item: Pick<InventoryItem, 'id' | 'name' | 'imageUrl'>, from: UserRecord, holdId?: string): DealNotice => ({
  event,
  item,
  threadId: offer.threadId,
  offerId: offer.id,
  ...(holdId && { holdId }),
  quantity: offer.quantity,
  unitPriceCents: offer.unitPriceCents,
  fromName: from.businessName,
});

export type OfferAnswer = 'accept' | 'decline' | 'withdraw';
const CLOSED_AS = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;
const EVENT_OF = { accept: 'offer_accepted', decline: 'offer_declined', withdraw: 'offer_withdrawn' } as const;

/**
 * Accept or decline (the party that did not make the offer), or withdraw (its maker). Accepting reserves the
 * offer's quantity at its price: the offer, the listing's counters and the new hold are one transaction, so of
 * two acceptances racing for the last units one wins.
 */
export async function answerOffer(user: UserRecord, offerId: string, answer: OfferAnswer): Promise<Offer | { offer: Offer; hold: Hold }> {
  const offer = await findOffer(offerId);
  if (!offer || (offer.buyerId !== user.id && offer.sellerId !== user.id)) throw notFound(DEAL_MESSAGES.offerNotFound);
  const isMaker = makerOf(offer) === user.id;
  if (answer === 'withdraw' && !isMaker) throw forbidden(DEAL_MESSAGES.notYourWithdraw);
  if (answer !== 'withdraw' && isMaker) throw forbidden(DEAL_MESSAGES.notYourOffer);
  const status = offerStatusAt(offer);
  if (status !== 'open') throw conflict(DEAL_MESSAGES.offerIs(status));
  const view = await findView(user.id, offer.threadId);
  if (!view || view.otherPartyId === undefined) throw conflict('This business has deleted its account');
  const otherId = view.otherPartyId;
  const start = new Date();
  const now = start.toISOString();
  const item = answer === 'accept' ? await listingOf(offer.itemId) : { id: offer.itemId, name: offer.itemName };
  let hold: HoldRecord | null = null;
  if (answer === 'accept') {
    const available = (item as InventoryItem).availableQuantity;
    if (offer.quantity > available) throw conflict(DEAL_MESSAGES.onlyAvailable(available));
    const buyerName = view.role === 'buyer' ? user.businessName : view.otherPartyName;
    const sellerName = view.role === 'seller' ? user.businessName : view.otherPartyName;
    hold = {
      id: newDealId(),
      itemId: offer.itemId,
      itemName: offer.itemName,
      threadId: offer.threadId,
      buyerId: offer.buyerId,
      buyerName,
      sellerId: offer.sellerId,
      sellerName,
      quantity: offer.quantity,
      unitPriceCents: offer.unitPriceCents,
      status: 'active',
      createdAt: now,
      endsAt: holdEnd(start),
    };
  }
  const notice = offerNotice(offer, EVENT_OF[answer], item, user, hold?.id);
  const body = {
    accept: `Accepted the offer: ${terms(offer.quantity, offer.unitPriceCents)}, now on hold`,
    decline: 'Declined the offer',
    withdraw: 'Withdrew the offer',
  }[answer];
  const told = [...lineSteps(view, dealLine(notice, body), now), ...dealNotificationPut(otherId, notice)];
  const closing = closeOfferSteps(offer, CLOSED_AS[answer], now);
  try {
    // Accepting: the listing's step first (reservingTransaction reads it again on a conflict), then the offer's two.
    if (hold) await reservingTransaction([reserveQuantityStep(hold.itemId, hold.quantity), ...closing, holdPut(hold), ...told], hold.itemId, hold.quantity);
    else await writeTransaction([...closing, ...told]);
  } catch (error) {
    const codes = cancellationCodes(error);
    const [offerAt, markerAt, listingAt] = hold ? [1, 2, 0] : [0, 1, -1];
    if (codes?.[offerAt] === 'ConditionalCheckFailed' || codes?.[markerAt] === 'ConditionalCheckFailed') {
      throw conflict(DEAL_MESSAGES.offerIs(offerStatusAt((await findOffer(offerId)) ?? offer)));
    }
    if (codes?.[listingAt] === 'ConditionalCheckFailed') {
      const now = await findListingForDeal(offer.itemId);
      throw conflict(DEAL_MESSAGES.onlyAvailable(now?.availableQuantity ?? 0));
    }
    throw error;
  }
  await mailDealNotice(otherId, notice, body);
  const closed = toOffer({ ...offer, status: CLOSED_AS[answer] });
  return hold ? { offer: closed, hold: toHold(hold) } : closed;
}

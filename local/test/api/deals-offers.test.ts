import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEAL_LIMITS, DEAL_MESSAGES, type InquiryPage, type Offer } from '@surplus/shared';
import { TABLE_NAME } from '../../src/runtime';
import { linksIn } from '../../src/outbox';
import {
  acceptOffer,
  answer,
  counters,
  dealNotifications,
  dealNotification,
  declineOffer,
  HOUR_MS,
  mailsTo,
  offerInThread,
  offerOnListing,
  ok,
  pricedListing,
  refused,
  releaseHold,
  reserve,
  thread,
  withdrawOffer,
  type Business,
} from '../support/deals';
import { createItem, newClient, signedInBusiness } from '../support/fixtures';
import { dataLayer } from '../support/data-layer';

/**
 * Offers inside an inquiry thread: made from the listing page or in the thread, countered by the other party,
 * accepted or declined by the party that did not make them, withdrawn by the one that did. Accepting puts the
 * offer's quantity on hold at its price. And what the other party is told: a 'deal' notification and a mail.
 */

const OFFER_NOT_FOUND = refused(404, DEAL_MESSAGES.offerNotFound);
const offerIs = (status: string) => refused(409, `This offer is ${status}`);

/** A seller with an on-request listing of `quantity`, and a buyer whose offer from the listing page opened a thread. */
async function negotiation(quantity = 10, terms = { quantity: 4, unitPriceCents: 9_000 }) {
  const seller = await signedInBusiness();
  const buyer = await signedInBusiness();
  const item = await createItem(seller.client, { quantity, priceMode: 'on-request', name: 'Fire door pair' });
  const offer = ok(await offerOnListing(buyer.client, item.id, terms), 201);
  return { seller, buyer, item, offer, threadId: offer.threadId };
}

/** Moves an offer's end into the past, as if its hours had run out (the API's shortest offer lasts an hour). */
async function runOut(offerId: string) {
  const { db } = await dataLayer();
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { pk: `OFFER#${offerId}`, sk: 'OFFER' },
      UpdateExpression: 'SET endsAt = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1_000).toISOString() },
    }),
  );
}

const statuses = (offers: Offer[]) => offers.map((offer) => [offer.id, offer.status]);

describe('making offers', () => {
  it('opens the thread from the listing page; the thread carries its offers, holds and event lines', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await createItem(seller.client, { quantity: 10, priceMode: 'on-request', name: 'Fire door pair' });

    const offer = ok(await offerOnListing(buyer.client, item.id, { quantity: 4, unitPriceCents: 9_050, message: '  Cash on pickup  ' }), 201);
    expect(offer).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      threadId: expect.any(String),
      itemId: item.id,
      by: 'buyer',
      quantity: 4,
      unitPriceCents: 9_050,
      totalCents: 36_200,
      status: 'open',
      message: 'Cash on pickup',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)).toBe(DEAL_LIMITS.offerHoursDefault * HOUR_MS);

    const inbox = ok(await seller.client.get<InquiryPage>('/api/inquiries'));
    expect(inbox.items[0]).toMatchObject({ id: offer.threadId, item: { id: item.id }, role: 'seller', unread: true, otherParty: { id: buyer.user.id } });
    const seen = await thread(seller.client, offer.threadId);
    expect(seen).toMatchObject({ offers: [offer], holds: [] });
    expect(seen.messages).toEqual([
      { id: expect.any(String), from: 'them', body: 'Offered 4 at $90.50 each ($362): Cash on pickup', sentAt: offer.createdAt, event: 'offer_received', offerId: offer.id },
    ]);

    // The buyer's next offer from the listing page goes to the same thread: refused while their own is open.
    expect(answer(await offerOnListing(buyer.client, item.id, { quantity: 1, unitPriceCents: 1 }))).toEqual(refused(409, DEAL_MESSAGES.ownOfferOpen));
    // An ordinary message lands in the same thread too.
    expect(ok(await buyer.client.post<{ id: string }>('/api/inquiries', { itemId: item.id, message: 'Any news?' }), 201).id).toBe(offer.threadId);
  });

  it('counters: a new offer by the other party marks the open one countered; a party\'s own open offer blocks another', async () => {
    const { seller, buyer, item, offer, threadId } = await negotiation();

    const counter = ok(await offerInThread(seller.client, threadId, { quantity: 4, unitPriceCents: 10_000, expiresInHours: 24 }), 201);
    expect(counter).toMatchObject({ threadId, itemId: item.id, by: 'seller', quantity: 4, unitPriceCents: 10_000, totalCents: 40_000, status: 'open' });
    expect(counter).not.toHaveProperty('message');
    expect(Date.parse(counter.expiresAt) - Date.parse(counter.createdAt)).toBe(24 * HOUR_MS);
    expect(answer(await offerInThread(seller.client, threadId, { quantity: 4, unitPriceCents: 9_500 }))).toEqual(refused(409, DEAL_MESSAGES.ownOfferOpen));

    const back = ok(await offerInThread(buyer.client, threadId, { quantity: 3, unitPriceCents: 9_500, message: 'Meet in the middle?' }), 201);
    const view = await thread(buyer.client, threadId);
    expect(statuses(view.offers)).toEqual([[back.id, 'open'], [counter.id, 'countered'], [offer.id, 'countered']]);
    expect(view.messages.map((message) => [message.from, message.event, message.offerId])).toEqual([
      ['me', 'offer_received', offer.id],
      ['them', 'offer_countered', counter.id],
      ['me', 'offer_countered', back.id],
    ]);
    expect(view.messages[2]!.body).toBe('Countered 3 at $95 each ($285): Meet in the middle?');
  });

  it('puts the offer\'s quantity on hold at its price when accepted', async () => {
    const { seller, buyer, item, offer, threadId } = await negotiation(10, { quantity: 4, unitPriceCents: 9_000 });
    const accepted = ok(await acceptOffer(seller.client, offer.id));
    expect(accepted.offer).toEqual({ ...offer, status: 'accepted' });
    expect(accepted.hold).toEqual({
      id: expect.any(String),
      itemId: item.id,
      itemName: 'Fire door pair',
      threadId,
      buyer: { id: buyer.user.id, businessName: buyer.fields.businessName },
      seller: { id: seller.user.id, businessName: seller.fields.businessName },
      quantity: 4,
      unitPriceCents: 9_000,
      totalCents: 36_000,
      status: 'active',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(await counters(buyer.client, item.id)).toEqual({ quantity: 10, heldQuantity: 4, availableQuantity: 6 });
    const view = await thread(buyer.client, threadId);
    expect(view.holds).toEqual([accepted.hold]);
    expect(statuses(view.offers)).toEqual([[offer.id, 'accepted']]);
    expect(view.messages.at(-1)).toMatchObject({ from: 'them', event: 'offer_accepted', offerId: offer.id, holdId: accepted.hold.id, body: 'Accepted the offer: 4 at $90 each ($360), now on hold' });
    expect(ok(await buyer.client.get(`/api/holds/${accepted.hold.id}`))).toEqual(accepted.hold);

    // A priced listing's offer holds at the offer's price, not the asking one; the next offer may follow.
    const priced = await pricedListing(seller.client, 5, 20_000);
    const low = ok(await offerOnListing(buyer.client, priced.id, { quantity: 2, unitPriceCents: 15_000 }), 201);
    const counter = ok(await offerInThread(seller.client, low.threadId, { quantity: 2, unitPriceCents: 17_500 }), 201);
    expect(ok(await acceptOffer(buyer.client, counter.id)).hold).toMatchObject({ quantity: 2, unitPriceCents: 17_500, totalCents: 35_000, buyer: { id: buyer.user.id } });
    expect(await counters(seller.client, priced.id)).toEqual({ quantity: 5, heldQuantity: 2, availableQuantity: 3 });
    expect(ok(await offerInThread(buyer.client, low.threadId, { quantity: 1, unitPriceCents: 16_000 }), 201).status).toBe('open');
  });

  it('answers 400 for bad fields, on both routes', async () => {
    const { seller, buyer, item, threadId } = await negotiation();
    const bodies: [string, Record<string, unknown>][] = [
      ['quantity 0', { quantity: 0, unitPriceCents: 100 }],
      ['quantity 1.5', { quantity: 1.5, unitPriceCents: 100 }],
      ['no quantity', { unitPriceCents: 100 }],
      ['unitPriceCents -1', { quantity: 1, unitPriceCents: -1 }],
      ['unitPriceCents 100000001', { quantity: 1, unitPriceCents: 100_000_001 }],
      ['unitPriceCents 1.5', { quantity: 1, unitPriceCents: 1.5 }],
      ['unitPriceCents as text', { quantity: 1, unitPriceCents: '100' }],
      ['no unitPriceCents', { quantity: 1 }],
      ['a message too long', { quantity: 1, unitPriceCents: 100, message: 'x'.repeat(DEAL_LIMITS.offerMessageMax + 1) }],
      ['expiresInHours 0', { quantity: 1, unitPriceCents: 100, expiresInHours: 0 }],
      ['expiresInHours 337', { quantity: 1, unitPriceCents: 100, expiresInHours: 337 }],
      ['expiresInHours 1.5', { quantity: 1, unitPriceCents: 100, expiresInHours: 1.5 }],
      ['an unknown field', { quantity: 1, unitPriceCents: 100, currency: 'EUR' }],
    ];
    const field = (label: string) => label.split(' ')[0]!.replace(/^(no|a|an)$/, '');
    for (const [label, body] of bodies) {
      for (const response of [await offerInThread(seller.client, threadId, body), await offerOnListing(buyer.client, item.id, body)]) {
        expect(response.status, label).toBe(400);
        expect(response.json, label).toEqual({ message: expect.any(String) });
        if (field(label)) expect((response.json as { message: string }).message, label).toContain(field(label));
      }
    }
    // Nothing was stored; the limits themselves are taken.
    expect((await thread(seller.client, threadId)).offers).toHaveLength(1);
    const edge = ok(await offerInThread(seller.client, threadId, { quantity: 10, unitPriceCents: 0, message: 'x'.repeat(DEAL_LIMITS.offerMessageMax), expiresInHours: 336 }), 201);
    expect(Date.parse(edge.expiresAt) - Date.parse(edge.createdAt)).toBe(336 * HOUR_MS);
    const hour = ok(await offerInThread(buyer.client, threadId, { quantity: 1, unitPriceCents: 100_000_000, expiresInHours: 1 }), 201);
    expect(Date.parse(hour.expiresAt) - Date.parse(hour.createdAt)).toBe(HOUR_MS);
  });

  it('refuses own listings, more than is available, strangers, visitors and missing listings', async () => {
    const { seller, buyer, item, threadId } = await negotiation(5, { quantity: 1, unitPriceCents: 100 });
    const stranger = await signedInBusiness();
    expect(answer(await offerOnListing(seller.client, item.id, { quantity: 1, unitPriceCents: 100 }))).toEqual(refused(403, DEAL_MESSAGES.ownListing));
    expect(answer(await offerOnListing(stranger.client, 999_999_999, { quantity: 1, unitPriceCents: 100 }))).toEqual(refused(404, 'Item not found'));
    expect(answer(await offerInThread(seller.client, threadId, { quantity: 6, unitPriceCents: 100 }))).toEqual(refused(409, 'Only 5 available'));
    expect(answer(await offerOnListing(stranger.client, item.id, { quantity: 6, unitPriceCents: 100 }))).toEqual(refused(409, 'Only 5 available'));
    expect(answer(await offerInThread(stranger.client, threadId, { quantity: 1, unitPriceCents: 100 }))).toEqual(refused(404, 'Inquiry not found'));
    expect(answer(await offerInThread(stranger.client, 'not-a-thread', { quantity: 1, unitPriceCents: 100 }))).toEqual(refused(404, 'Inquiry not found'));
    expect((await offerInThread(newClient(), threadId, { quantity: 1, unitPriceCents: 100 })).status).toBe(401);
    expect((await offerOnListing(newClient(), item.id, { quantity: 1, unitPriceCents: 100 })).status).toBe(401);
    // The stranger's refused offers opened no thread.
    expect(ok(await stranger.client.get<InquiryPage>('/api/inquiries')).items).toEqual([]);
    expect((await thread(buyer.client, threadId)).offers).toHaveLength(1);
  });
});

describe('answering offers', () => {
  it('lets only the party that did not make an offer accept or decline it, only its maker withdraw it, and nobody else see it', async () => {
    const { seller, buyer, offer } = await negotiation();
    const stranger = await signedInBusiness();

    expect(answer(await acceptOffer(buyer.client, offer.id))).toEqual(refused(403, DEAL_MESSAGES.notYourOffer));
    expect(answer(await declineOffer(buyer.client, offer.id))).toEqual(refused(403, DEAL_MESSAGES.notYourOffer));
    expect(answer(await withdrawOffer(seller.client, offer.id))).toEqual(refused(403, DEAL_MESSAGES.notYourWithdraw));
    for (const act of [acceptOffer, declineOffer, withdrawOffer]) {
      expect(answer(await act(stranger.client, offer.id))).toEqual(OFFER_NOT_FOUND);
      expect(answer(await act(seller.client, 'AAAAAAAAAAAAAAAA'))).toEqual(OFFER_NOT_FOUND);
      expect(answer(await act(seller.client, 'bad id'))).toEqual(OFFER_NOT_FOUND);
      expect((await act(newClient(), offer.id)).status).toBe(401);
    }
    expect(ok(await declineOffer(seller.client, offer.id))).toEqual({ ...offer, status: 'declined' });
  });

  it('answers 409 "This offer is <status>" to any answer to an offer no longer open', async () => {
    const { seller, buyer, threadId, offer: declined } = await negotiation(10, { quantity: 1, unitPriceCents: 500 });
    ok(await declineOffer(seller.client, declined.id));
    expect(answer(await acceptOffer(seller.client, declined.id))).toEqual(offerIs('declined'));
    expect(answer(await declineOffer(seller.client, declined.id))).toEqual(offerIs('declined'));
    expect(answer(await withdrawOffer(buyer.client, declined.id))).toEqual(offerIs('declined'));

    const withdrawn = ok(await offerInThread(buyer.client, threadId, { quantity: 2, unitPriceCents: 500 }), 201);
    expect(ok(await withdrawOffer(buyer.client, withdrawn.id)).status).toBe('withdrawn');
    expect(answer(await acceptOffer(seller.client, withdrawn.id))).toEqual(offerIs('withdrawn'));
    expect(answer(await withdrawOffer(buyer.client, withdrawn.id))).toEqual(offerIs('withdrawn'));

    const countered = ok(await offerInThread(buyer.client, threadId, { quantity: 3, unitPriceCents: 500 }), 201);
    const counter = ok(await offerInThread(seller.client, threadId, { quantity: 3, unitPriceCents: 600 }), 201);
    expect(answer(await acceptOffer(seller.client, countered.id))).toEqual(offerIs('countered'));
    expect(answer(await withdrawOffer(buyer.client, countered.id))).toEqual(offerIs('countered'));
    ok(await acceptOffer(buyer.client, counter.id));
    expect(answer(await acceptOffer(buyer.client, counter.id))).toEqual(offerIs('accepted'));
    expect(answer(await declineOffer(buyer.client, counter.id))).toEqual(offerIs('accepted'));
    expect(answer(await withdrawOffer(seller.client, counter.id))).toEqual(offerIs('accepted'));
    expect(statuses((await thread(seller.client, threadId)).offers)).toEqual([
      [counter.id, 'accepted'],
      [countered.id, 'countered'],
      [withdrawn.id, 'withdrawn'],
      [declined.id, 'declined'],
    ]);
  });

  it('reads an offer past its end as expired at once: it cannot be answered and blocks no new offer', async () => {
    // No call makes an offer shorter than an hour: its end is moved into the past in the table instead.
    const { seller, buyer, item, offer, threadId } = await negotiation(10, { quantity: 2, unitPriceCents: 700 });
    await runOut(offer.id);
    expect(statuses((await thread(seller.client, threadId)).offers)).toEqual([[offer.id, 'expired']]);
    expect(answer(await acceptOffer(seller.client, offer.id))).toEqual(offerIs('expired'));
    expect(answer(await declineOffer(seller.client, offer.id))).toEqual(offerIs('expired'));
    expect(answer(await withdrawOffer(buyer.client, offer.id))).toEqual(offerIs('expired'));
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 10, heldQuantity: 0, availableQuantity: 10 });

    // The maker may offer again; the expired one stays expired (not countered).
    const again = ok(await offerInThread(buyer.client, threadId, { quantity: 2, unitPriceCents: 750 }), 201);
    await runOut(again.id);
    // And the other party's new offer after an expired one is an offer received, not a counter.
    const fresh = ok(await offerInThread(seller.client, threadId, { quantity: 2, unitPriceCents: 800 }), 201);
    const view = await thread(buyer.client, threadId);
    expect(statuses(view.offers)).toEqual([[fresh.id, 'open'], [again.id, 'expired'], [offer.id, 'expired']]);
    expect(view.messages.at(-1)).toMatchObject({ event: 'offer_received', offerId: fresh.id, body: 'Offered 2 at $8 each ($16)' });
    expect(ok(await acceptOffer(buyer.client, fresh.id)).hold).toMatchObject({ quantity: 2, unitPriceCents: 800 });
  });

  it('refuses to accept more than is available, leaving the offer open', async () => {
    const { seller, buyer, item, offer } = await negotiation(5, { quantity: 4, unitPriceCents: 1_000 });
    const other = await signedInBusiness();
    // Another buyer's accepted offer holds 3 of the 5.
    const theirs = ok(await offerOnListing(other.client, item.id, { quantity: 3, unitPriceCents: 1_200 }), 201);
    ok(await acceptOffer(seller.client, theirs.id));
    expect(answer(await acceptOffer(seller.client, offer.id))).toEqual(refused(409, 'Only 2 available'));
    expect(statuses((await thread(buyer.client, offer.threadId)).offers)).toEqual([[offer.id, 'open']]);
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 5, heldQuantity: 3, availableQuantity: 2 });
  });

  it('refuses to accept or counter once the listing is deleted, and the thread still reads', async () => {
    const { seller, buyer, item, offer, threadId } = await negotiation(3, { quantity: 1, unitPriceCents: 100 });
    const counter = ok(await offerInThread(seller.client, threadId, { quantity: 1, unitPriceCents: 150 }), 201);
    expect((await seller.client.delete(`/api/inventory/${item.id}`)).status).toBe(200);
    expect(answer(await acceptOffer(buyer.client, counter.id))).toEqual(refused(409, 'This listing was deleted'));
    expect(answer(await offerInThread(buyer.client, threadId, { quantity: 1, unitPriceCents: 120 }))).toEqual(refused(409, 'This listing was deleted'));
    expect(ok(await withdrawOffer(seller.client, counter.id)).status).toBe('withdrawn');
    expect(statuses((await thread(buyer.client, threadId)).offers)).toEqual([[counter.id, 'withdrawn'], [offer.id, 'countered']]);
  });
});

describe('answers racing', () => {
  /** Two buyers each with an open offer for all of what is left (`left` of `quantity`, the rest held by a third). */
  async function twoOffersForTheLastUnits(left: number, by: 'buyer' | 'seller') {
    const seller = await signedInBusiness();
    const buyers = [await signedInBusiness(), await signedInBusiness()];
    const item = await pricedListing(seller.client, left + 2, 5_000);
    ok(await reserve((await signedInBusiness()).client, item.id, 2), 201);
    const offers: { offer: Offer; acceptor: Business }[] = [];
    for (const buyer of buyers) {
      const opening = ok(await offerOnListing(buyer.client, item.id, { quantity: left, unitPriceCents: 4_000 }), 201);
      if (by === 'buyer') offers.push({ offer: opening, acceptor: seller });
      else offers.push({ offer: ok(await offerInThread(seller.client, opening.threadId, { quantity: left, unitPriceCents: 4_500 }), 201), acceptor: buyer });
    }
    return { seller, item, offers, quantity: left + 2 };
  }

  for (const by of ['buyer', 'seller'] as const) {
    it(`lets one of two acceptances of ${by} offers for the last units win, the other 409 "Only 0 available"`, async () => {
      for (let round = 0; round < 3; round++) {
        const { seller, item, offers, quantity } = await twoOffersForTheLastUnits(3, by);
        const results = await Promise.all(offers.map(({ offer, acceptor }) => acceptOffer(acceptor.client, offer.id)));
        expect(results.map((result) => result.status).sort(), results.map((result) => result.text).join('\n')).toEqual([200, 409]);
        const loser = results.findIndex((result) => result.status === 409);
        expect(results[loser]!.json).toEqual({ message: 'Only 0 available' });
        expect(await counters(seller.client, item.id)).toEqual({ quantity, heldQuantity: quantity, availableQuantity: 0 });
        // The losing offer is still open; the winning one is accepted, with one hold between them.
        const views = await Promise.all(offers.map(({ offer }) => thread(seller.client, offer.threadId)));
        expect(views.map((view) => view.offers[0]!.status)).toEqual(results.map((result) => (result.status === 200 ? 'accepted' : 'open')));
        expect(views.map((view) => view.holds.length)).toEqual(results.map((result) => (result.status === 200 ? 1 : 0)));
      }
    });
  }

  it('lets exactly one of an acceptance, a decline and a withdrawal of the same offer win', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, item, offer, threadId } = await negotiation(5, { quantity: 2, unitPriceCents: 300 });
      const results = await Promise.all([acceptOffer(seller.client, offer.id), declineOffer(seller.client, offer.id), withdrawOffer(buyer.client, offer.id)]);
      expect(results.filter((result) => result.status === 200), results.map((result) => `${result.status} ${result.text}`).join('\n')).toHaveLength(1);
      const winner = ['accepted', 'declined', 'withdrawn'][results.findIndex((result) => result.status === 200)]!;
      for (const result of results.filter((each) => each.status !== 200)) expect(answer(result)).toEqual(offerIs(winner));
      const view = await thread(seller.client, threadId);
      expect(statuses(view.offers)).toEqual([[offer.id, winner]]);
      expect(view.holds).toHaveLength(winner === 'accepted' ? 1 : 0);
      expect((await counters(seller.client, item.id)).heldQuantity).toBe(winner === 'accepted' ? 2 : 0);
    }
  });
});

describe('what the other party is told', () => {
  /** The deal notification `match` picks that `to` got, and that the actor got none like it. */
  async function told(to: Business, actor: Business, match: Record<string, unknown>) {
    const notification = await dealNotification(to.client, match);
    const own = (await dealNotifications(actor.client)).filter((each) => Object.entries(match).every(([key, value]) => (each as unknown as Record<string, unknown>)[key] === value));
    expect(own).toEqual([]);
    return notification;
  }
  /** The mail of `subject` to the business (waiting for it a while). */
  const mailWith = async (to: Business, subject: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = await mailsTo(to.fields.email);
      const found = mails.find((each) => each.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to.fields.email}; got ${mails.map((each) => each.subject).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };

  it('notifies and mails each offer received, countered, accepted, declined and withdrawn', async () => {
    const { seller, buyer, item, offer, threadId } = await negotiation(10, { quantity: 4, unitPriceCents: 9_000 });
    const common = { type: 'deal', threadId, itemId: item.id, name: 'Fire door pair', read: false };

    expect(await told(seller, buyer, { event: 'offer_received', offerId: offer.id })).toEqual({
      ...common,
      id: expect.any(String),
      createdAt: expect.any(String),
      event: 'offer_received',
      offerId: offer.id,
      quantity: 4,
      unitPriceCents: 9_000,
      businessName: buyer.fields.businessName,
    });
    const received = await mailWith(seller, 'New offer for Fire door pair');
    expect(received.text).toContain('Offered 4 at $90 each ($360)');
    expect(linksIn(received.text!).map((link) => new URL(link).pathname)).toContain(`/inbox/${threadId}`);

    const counter = ok(await offerInThread(seller.client, threadId, { quantity: 4, unitPriceCents: 9_900 }), 201);
    expect(await told(buyer, seller, { event: 'offer_countered', offerId: counter.id })).toMatchObject({ ...common, quantity: 4, unitPriceCents: 9_900, businessName: seller.fields.businessName });
    expect((await mailWith(buyer, 'Counter-offer for Fire door pair')).text).toContain('Countered 4 at $99 each ($396)');

    const { hold } = ok(await acceptOffer(buyer.client, counter.id));
    expect(await told(seller, buyer, { event: 'offer_accepted', offerId: counter.id })).toMatchObject({ ...common, holdId: hold.id, quantity: 4, unitPriceCents: 9_900, businessName: buyer.fields.businessName });
    expect((await mailWith(seller, 'Offer accepted: Fire door pair')).text).toContain('now on hold');

    const declined = ok(await offerInThread(buyer.client, threadId, { quantity: 1, unitPriceCents: 100 }), 201);
    ok(await declineOffer(seller.client, declined.id));
    expect(await told(buyer, seller, { event: 'offer_declined', offerId: declined.id })).toMatchObject({ businessName: seller.fields.businessName });
    await mailWith(buyer, 'Offer declined: Fire door pair');

    const withdrawn = ok(await offerInThread(seller.client, threadId, { quantity: 1, unitPriceCents: 100 }), 201);
    ok(await withdrawOffer(seller.client, withdrawn.id));
    expect(await told(buyer, seller, { event: 'offer_withdrawn', offerId: withdrawn.id })).toMatchObject({ businessName: seller.fields.businessName });
    await mailWith(buyer, 'Offer withdrawn: Fire door pair');
  });

  it('notifies and mails a hold made to the seller and a hold released to the other party', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 6, 2_500, { name: 'Dock leveler' });
    const first = ok(await reserve(buyer.client, item.id, 2), 201);
    const common = { type: 'deal', threadId: first.threadId, itemId: item.id, name: 'Dock leveler' };

    expect(await told(seller, buyer, { event: 'hold_made', holdId: first.id })).toMatchObject({ ...common, quantity: 2, unitPriceCents: 2_500, businessName: buyer.fields.businessName });
    expect((await mailWith(seller, 'Dock leveler reserved')).text).toContain('Reserved 2 at $25 each ($50)');

    ok(await releaseHold(seller.client, first.id));
    expect(await told(buyer, seller, { event: 'hold_released', holdId: first.id })).toMatchObject({ ...common, quantity: 2, businessName: seller.fields.businessName });
    await mailWith(buyer, 'Hold released: Dock leveler');

    const second = ok(await reserve(buyer.client, item.id, 1), 201);
    ok(await releaseHold(buyer.client, second.id));
    expect(await told(seller, buyer, { event: 'hold_released', holdId: second.id })).toMatchObject({ ...common, quantity: 1, businessName: buyer.fields.businessName });
  });
});

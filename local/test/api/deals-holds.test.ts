import { describe, expect, it } from 'vitest';
import { DEAL_LIMITS, DEAL_MESSAGES, type Hold, type HoldPage, type InquiryPage } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import {
  acceptOffer,
  answer,
  counters,
  DAY_MS,
  dealNotification,
  endsAfter,
  extendHold,
  getHold,
  holdsOf,
  messageOf,
  offerOnListing,
  ok,
  pricedListing,
  refused,
  releaseHold,
  reserve,
  thread,
  until,
  type Business,
} from '../support/deals';
import { createItem, newClient, signedInBusiness, unique } from '../support/fixtures';
import { dataLayer } from '../support/data-layer';

/**
 * Holds: a buyer reserves units of a priced listing at its asking price for DEAL_LIMITS.holdDaysDefault days (the
 * shared runtime sets no HOLD_SECONDS); the seller may extend, either party may release. The listing's
 * heldQuantity and availableQuantity move with them, and never oversell however many buyers reserve at once.
 */

const HOLD_MS = DEAL_LIMITS.holdDaysDefault * DAY_MS;
const NOT_FOUND = refused(404, DEAL_MESSAGES.holdNotFound);

/** `count` new businesses, registered a few at a time. */
async function businesses(count: number): Promise<Business[]> {
  const all: Business[] = [];
  while (all.length < count) all.push(...(await Promise.all(Array.from({ length: Math.min(10, count - all.length) }, () => signedInBusiness()))));
  return all;
}

/** Reads the listing's counters until `stop` is called, keeping every reading (to see they never go wrong mid-race). */
function watchCounters(client: ApiClient, itemId: number) {
  const readings: Awaited<ReturnType<typeof counters>>[] = [];
  let running = true;
  const loop = (async () => {
    while (running) readings.push(await counters(client, itemId));
  })();
  return async () => {
    running = false;
    await loop;
    return readings;
  };
}

/** Every page of GET /api/holds for `query`, ids in order. */
async function allHoldIds(client: ApiClient, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: HoldPage = ok(await holdsOf(client, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
    ids.push(...page.items.map((hold) => hold.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 500);
  return ids;
}

describe('reserving', () => {
  it('reserves at the asking price in the buyer\'s thread with the listing, and moves the listing\'s counters', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 5, 12_050, { name: 'Sectional door 10x10' });

    const hold = ok(await reserve(buyer.client, item.id, 2), 201);
    expect(hold).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      itemId: item.id,
      itemName: 'Sectional door 10x10',
      threadId: expect.any(String),
      buyer: { id: buyer.user.id, businessName: buyer.fields.businessName },
      seller: { id: seller.user.id, businessName: seller.fields.businessName },
      quantity: 2,
      unitPriceCents: 12_050,
      totalCents: 24_100,
      status: 'active',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(endsAfter(hold)).toBe(HOLD_MS);
    expect(Math.abs(Date.parse(hold.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await counters(buyer.client, item.id)).toEqual({ quantity: 5, heldQuantity: 2, availableQuantity: 3 });

    // Both parties read it; the thread carries it and the line it wrote.
    expect(ok(await getHold(buyer.client, hold.id))).toEqual(hold);
    expect(ok(await getHold(seller.client, hold.id))).toEqual(hold);
    const buyerThread = await thread(buyer.client, hold.threadId);
    expect(buyerThread.holds).toEqual([hold]);
    expect(buyerThread.offers).toEqual([]);
    expect(buyerThread.messages.at(-1)).toMatchObject({ from: 'me', event: 'hold_made', holdId: hold.id, body: expect.stringContaining('Reserved 2 at $120.50 each ($241)') });
    expect((await thread(seller.client, hold.threadId)).messages.at(-1)).toMatchObject({ from: 'them', event: 'hold_made', holdId: hold.id });

    // A second hold goes in the same thread, newest first.
    const second = ok(await reserve(buyer.client, item.id, 3), 201);
    expect(second.threadId).toBe(hold.threadId);
    expect((await thread(buyer.client, hold.threadId)).holds.map((each) => each.id)).toEqual([second.id, hold.id]);
    expect(await counters(newClient(), item.id)).toEqual({ quantity: 5, heldQuantity: 5, availableQuantity: 0 });
  });

  it('reserves free and negotiable listings at what they ask', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const free = await createItem(seller.client, { quantity: 2, priceMode: 'free' });
    const negotiable = await createItem(seller.client, { quantity: 2, priceMode: 'negotiable', unitPriceCents: 777 });
    expect(ok(await reserve(buyer.client, free.id, 2), 201)).toMatchObject({ quantity: 2, unitPriceCents: 0, totalCents: 0, status: 'active' });
    expect(ok(await reserve(buyer.client, negotiable.id, 1), 201)).toMatchObject({ quantity: 1, unitPriceCents: 777, totalCents: 777 });
  });

  it('refuses the seller, a listing without a price, more than is available, visitors and bad bodies, and changes nothing', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 5);
    const onRequest = await createItem(seller.client, { quantity: 5, priceMode: 'on-request' });

    expect(answer(await reserve(seller.client, item.id, 1))).toEqual(refused(403, DEAL_MESSAGES.ownListing));
    expect(answer(await reserve(buyer.client, onRequest.id, 1))).toEqual(refused(409, 'Make an offer: this listing has no price'));
    expect(answer(await reserve(buyer.client, item.id, 6))).toEqual(refused(409, 'Only 5 available'));
    expect(answer(await reserve(buyer.client, 999_999_999, 1))).toEqual(refused(404, 'Item not found'));
    expect((await reserve(newClient(), item.id, 1)).status).toBe(401);
    for (const body of [{ quantity: 0 }, { quantity: -1 }, { quantity: 1.5 }, { quantity: '2' }, {}, { quantity: 1, unitPriceCents: 1 }]) {
      const response = await buyer.client.post(`/api/inventory/${item.id}/holds`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    }
    expect(await counters(buyer.client, item.id)).toEqual({ quantity: 5, heldQuantity: 0, availableQuantity: 5 });
    expect(ok(await holdsOf(buyer.client, 'role=buyer')).items).toEqual([]);

    ok(await reserve(buyer.client, item.id, 3), 201);
    expect(answer(await reserve(buyer.client, item.id, 3))).toEqual(refused(409, 'Only 2 available'));
  });

  it('puts one buyer\'s first reservations and offer, sent at once, in one thread', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 10);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => reserve(buyer.client, item.id, 1)),
      offerOnListing(buyer.client, item.id, { quantity: 2, unitPriceCents: 100 }),
    ]);
    expect(results.map((result) => result.status), results.map((result) => result.text).join('\n')).toEqual([201, 201, 201, 201, 201]);
    const threadIds = new Set(results.map((result) => (result.json as { threadId: string }).threadId));
    expect(threadIds.size).toBe(1);
    expect(ok(await buyer.client.get<InquiryPage>('/api/inquiries')).items.map((summary) => summary.id)).toEqual([...threadIds]);
    const view = await thread(seller.client, [...threadIds][0]!);
    expect(view.holds).toHaveLength(4);
    expect(view.offers).toHaveLength(1);
    expect(view.messages).toHaveLength(5);
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 10, heldQuantity: 4, availableQuantity: 6 });
  });
});

describe('reading holds', () => {
  it('shows a hold to its two parties only', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const stranger = await signedInBusiness();
    const hold = ok(await reserve(buyer.client, (await pricedListing(seller.client, 2)).id, 1), 201);

    expect(answer(await getHold(stranger.client, hold.id))).toEqual(NOT_FOUND);
    expect(answer(await getHold(buyer.client, 'AAAAAAAAAAAAAAAA'))).toEqual(NOT_FOUND);
    expect(answer(await getHold(buyer.client, 'not-a-hold'))).toEqual(NOT_FOUND);
    expect((await getHold(newClient(), hold.id)).status).toBe(401);
    expect(ok(await holdsOf(stranger.client, 'role=buyer')).items).toEqual([]);
    expect(ok(await holdsOf(stranger.client, 'role=seller')).items).toEqual([]);
    expect((await stranger.client.get(`/api/inquiries/${hold.threadId}`)).status).toBe(404);
  });

  it('lists holds by role and status, newest first, page by page', async () => {
    const seller = await signedInBusiness();
    const otherSeller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const holds: Hold[] = [];
    for (const owner of [seller, otherSeller, seller, seller, otherSeller]) {
      holds.push(ok(await reserve(buyer.client, (await pricedListing(owner.client, 3)).id, 1), 201));
    }
    ok(await releaseHold(buyer.client, holds[2]!.id));
    const newestFirst = (list: Hold[]) => [...list].reverse().map((hold) => hold.id);
    const ofSeller = holds.filter((hold) => hold.seller.id === seller.user.id);

    const page = ok(await holdsOf(buyer.client, 'role=buyer'));
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((hold) => hold.id)).toEqual(newestFirst(holds));
    expect(page.items.find((hold) => hold.id === holds[2]!.id)?.status).toBe('released');
    expect(await allHoldIds(buyer.client, 'role=buyer&limit=2')).toEqual(newestFirst(holds));
    expect(await allHoldIds(buyer.client, 'role=buyer&status=active&limit=2')).toEqual(newestFirst(holds.filter((_, index) => index !== 2)));
    expect(await allHoldIds(buyer.client, 'role=buyer&status=released')).toEqual([holds[2]!.id]);
    expect(await allHoldIds(buyer.client, 'role=buyer&status=expired')).toEqual([]);
    expect(await allHoldIds(buyer.client, 'role=seller')).toEqual([]);

    expect(await allHoldIds(seller.client, 'role=seller&limit=1')).toEqual(newestFirst(ofSeller));
    expect(await allHoldIds(seller.client, 'role=seller&status=active&limit=1')).toEqual(newestFirst(ofSeller.filter((hold) => hold.id !== holds[2]!.id)));
    expect(await allHoldIds(seller.client, 'role=buyer')).toEqual([]);
    expect(ok(await holdsOf(seller.client, 'role=seller&limit=50')).items[0]).toEqual(ofSeller.at(-1));

    for (const query of ['', 'role=owner', 'role=buyer&status=done', 'role=buyer&limit=0', 'role=buyer&limit=51', 'role=buyer&cursor=nonsense', 'role=buyer&extra=1']) {
      const response = await holdsOf(buyer.client, query);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toEqual({ message: expect.any(String) });
    }
    expect((await holdsOf(newClient(), 'role=buyer')).status).toBe(401);
  });

  it('pages a status filter past the first hundred holds without losing any', { timeout: 180_000 }, async () => {
    // GET /api/holds reads a hundred holds at a time under a status filter: a page filled exactly by one read must
    // still point on to the matches after it.
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 101, 100);
    const holds: Hold[] = [];
    for (let index = 0; index < 101; index++) holds.push(ok(await reserve(buyer.client, item.id, 1), 201));
    // The oldest (beyond the first read of a hundred, newest first) and one among the newest hundred.
    for (const hold of [holds[0]!, holds[50]!]) ok(await releaseHold(buyer.client, hold.id));
    const released = [holds[50]!.id, holds[0]!.id];

    expect(await allHoldIds(buyer.client, 'role=buyer&status=released&limit=5')).toEqual(released);
    const first = ok(await holdsOf(buyer.client, 'role=buyer&status=released&limit=1'));
    expect(first.items.map((hold) => hold.id)).toEqual([released[0]]);
    expect(first.nextCursor, 'a second released hold follows').not.toBeNull();
    expect(await allHoldIds(buyer.client, 'role=buyer&status=released&limit=1')).toEqual(released);
    expect(await allHoldIds(seller.client, 'role=seller&status=active&limit=50')).toHaveLength(99);
    expect(await allHoldIds(seller.client, 'role=seller&limit=50')).toEqual(holds.map((hold) => hold.id).reverse());
  });
});

describe('extending and releasing', () => {
  it(`extends for the seller only, up to ${DEAL_LIMITS.holdDaysMax} days from the start`, async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const stranger = await signedInBusiness();
    const hold = ok(await reserve(buyer.client, (await pricedListing(seller.client, 2)).id, 1), 201);
    const start = Date.parse(hold.createdAt);

    expect(answer(await extendHold(buyer.client, hold.id, 1))).toEqual(refused(403, DEAL_MESSAGES.sellerExtends));
    expect(answer(await extendHold(stranger.client, hold.id, 1))).toEqual(NOT_FOUND);
    for (const days of [0, 31, 1.5, '2']) expect((await seller.client.post(`/api/holds/${hold.id}/extend`, { days })).status, String(days)).toBe(400);
    expect((await seller.client.post(`/api/holds/${hold.id}/extend`, {})).status).toBe(400);

    const extended = ok(await extendHold(seller.client, hold.id, 30));
    expect(extended).toEqual({ ...hold, expiresAt: new Date(start + 37 * DAY_MS).toISOString() });
    expect(ok(await getHold(buyer.client, hold.id)).expiresAt).toBe(extended.expiresAt);
    expect(await dealNotification(buyer.client, { event: 'hold_extended', holdId: hold.id })).toMatchObject({ businessName: seller.fields.businessName, quantity: 1 });

    // 37 + 30 days would pass 60 from the start: refused, and the end stays.
    expect(answer(await extendHold(seller.client, hold.id, 30))).toEqual(refused(409, DEAL_MESSAGES.holdTooLong));
    expect(ok(await getHold(seller.client, hold.id)).expiresAt).toBe(extended.expiresAt);
    // Exactly 60 is allowed; a day more is not.
    expect(ok(await extendHold(seller.client, hold.id, 23)).expiresAt).toBe(new Date(start + 60 * DAY_MS).toISOString());
    expect(answer(await extendHold(seller.client, hold.id, 1))).toEqual(refused(409, DEAL_MESSAGES.holdTooLong));
    expect(ok(await getHold(buyer.client, hold.id)).expiresAt).toBe(new Date(start + 60 * DAY_MS).toISOString());
    expect((await thread(buyer.client, hold.threadId)).messages.filter((message) => message.event === 'hold_extended')).toHaveLength(2);
  });

  it('releases for either party, once, and gives the units back', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const stranger = await signedInBusiness();
    const item = await pricedListing(seller.client, 6);
    const byBuyer = ok(await reserve(buyer.client, item.id, 2), 201);
    const bySeller = ok(await reserve(buyer.client, item.id, 3), 201);
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 6, heldQuantity: 5, availableQuantity: 1 });

    expect(answer(await releaseHold(stranger.client, byBuyer.id))).toEqual(NOT_FOUND);
    expect(ok(await releaseHold(buyer.client, byBuyer.id))).toEqual({ ...byBuyer, status: 'released' });
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 6, heldQuantity: 3, availableQuantity: 3 });
    expect(answer(await releaseHold(buyer.client, byBuyer.id))).toEqual(refused(409, 'This hold is released'));
    expect(answer(await releaseHold(seller.client, byBuyer.id))).toEqual(refused(409, 'This hold is released'));
    expect(answer(await extendHold(seller.client, byBuyer.id, 1))).toEqual(refused(409, 'This hold is released'));

    expect(ok(await releaseHold(seller.client, bySeller.id)).status).toBe('released');
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 6, heldQuantity: 0, availableQuantity: 6 });
    expect(ok(await getHold(buyer.client, bySeller.id)).status).toBe('released');
    const lines = (await thread(seller.client, byBuyer.threadId)).messages.filter((message) => message.event === 'hold_released');
    expect(lines.map((line) => [line.from, line.holdId])).toEqual([['them', byBuyer.id], ['me', bySeller.id]]);
  });

  it('frees the units once when both parties release at the same moment', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 4);
    const hold = ok(await reserve(buyer.client, item.id, 3), 201);
    const results = await Promise.all([releaseHold(buyer.client, hold.id), releaseHold(seller.client, hold.id), releaseHold(buyer.client, hold.id)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    for (const lost of results.filter((result) => result.status === 409)) expect(lost.json).toEqual({ message: 'This hold is released' });
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 4, heldQuantity: 0, availableQuantity: 4 });
  });
});

describe('the listing under holds', () => {
  it('keeps its quantity at least what is held, and is not deleted while anything is held', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await pricedListing(seller.client, 5);
    const hold = ok(await reserve(buyer.client, item.id, 3), 201);

    expect(answer(await seller.client.put(`/api/inventory/${item.id}`, { quantity: 2 }))).toEqual(refused(409, '3 are on hold: quantity must be at least 3'));
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 5, heldQuantity: 3, availableQuantity: 2 });
    ok(await seller.client.put(`/api/inventory/${item.id}`, { quantity: 3 }));
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 3, heldQuantity: 3, availableQuantity: 0 });
    expect(answer(await reserve(buyer.client, item.id, 1))).toEqual(refused(409, 'Only 0 available'));

    expect(answer(await seller.client.delete(`/api/inventory/${item.id}`))).toEqual(refused(409, DEAL_MESSAGES.deleteHeld(3)));
    expect((await seller.client.get(`/api/inventory/item/${item.id}`)).status).toBe(200);

    ok(await releaseHold(seller.client, hold.id));
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 3, heldQuantity: 0, availableQuantity: 3 });
    ok(await seller.client.put(`/api/inventory/${item.id}`, { quantity: 1 }));
    expect((await seller.client.delete(`/api/inventory/${item.id}`)).status).toBe(200);
    expect((await seller.client.get(`/api/inventory/item/${item.id}`)).status).toBe(404);
    // The hold still reads, released, for both.
    expect(ok(await getHold(buyer.client, hold.id)).status).toBe('released');
    expect(answer(await reserve(buyer.client, item.id, 1))).toEqual(refused(404, 'Item not found'));
  });
});

describe('many buyers at once', () => {
  /**
   * `requests` distinct buyers reserve `quantities[i]` units of one listing of `units` at the same moment, while a
   * reader watches the listing's counters. The holds that were made must account for every held unit.
   */
  async function race(units: number, quantities: number[]) {
    const seller = await signedInBusiness();
    const buyers = await businesses(quantities.length);
    const item = await pricedListing(seller.client, units);
    const stop = watchCounters(newClient(), item.id);
    const results = await Promise.all(buyers.map((buyer, index) => reserve(buyer.client, item.id, quantities[index]!)));
    const readings = await stop();
    const final = await counters(seller.client, item.id);
    const won = results.flatMap((result, index) => (result.status === 201 ? [{ hold: result.json, quantity: quantities[index]! }] : []));
    const lost = results.flatMap((result, index) => (result.status === 201 ? [] : [{ result, quantity: quantities[index]! }]));
    const heldByHolds = won.reduce((sum, { hold }) => sum + hold.quantity, 0);

    // Every answer is a hold or a 409 that says how many were left, fewer than were asked for.
    for (const { result, quantity } of lost) {
      expect(result.status, result.text).toBe(409);
      const left = Number(/^Only (\d+) available$/.exec(messageOf(result))?.[1]);
      expect(left, messageOf(result)).toBeLessThan(quantity);
    }
    for (const { hold, quantity } of won) expect(hold).toMatchObject({ quantity, status: 'active', itemId: item.id });
    // Never oversold: not at the end, not in any reading during the race.
    expect(final).toEqual({ quantity: units, heldQuantity: heldByHolds, availableQuantity: units - heldByHolds });
    expect(heldByHolds).toBeLessThanOrEqual(units);
    for (const reading of readings) {
      expect(reading.availableQuantity).toBeGreaterThanOrEqual(0);
      expect(reading.heldQuantity).toBeLessThanOrEqual(units);
      expect(reading.heldQuantity + reading.availableQuantity).toBe(units);
    }
    // The seller's list of holds is exactly the winners'.
    expect(sameIds(await allHoldIds(seller.client, 'role=seller&status=active'))).toEqual(sameIds(won.map(({ hold }) => hold.id)));
    return { won, lost, final };
  }
  const sameIds = (ids: string[]) => [...ids].sort();

  it('of 40 buyers reserving one unit each of 5, exactly 5 get one', { timeout: 120_000 }, async () => {
    const { won, lost, final } = await race(5, Array.from({ length: 40 }, () => 1));
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(35);
    for (const { result } of lost) expect(result.json).toEqual({ message: 'Only 0 available' });
    expect(final).toEqual({ quantity: 5, heldQuantity: 5, availableQuantity: 0 });
  });

  it('of 40 buyers reserving one or two units of 5, all 5 end up held and never more', { timeout: 120_000 }, async () => {
    const quantities = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? 2 : 1));
    const { won, lost, final } = await race(5, quantities);
    // 26 buyers of one unit cannot all win, and one of them is refused only once nothing is left.
    expect(lost.some(({ quantity }) => quantity === 1)).toBe(true);
    expect(final).toEqual({ quantity: 5, heldQuantity: 5, availableQuantity: 0 });
    expect(won.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a party that deletes its account', () => {
  it('has its holds released, and its id and login are in no hold or offer left', { timeout: 180_000 }, async () => {
    const seller = await signedInBusiness();
    // Its business name may stay in others' records of what it did (as in account.test.ts); its id and login may not.
    const departing = await signedInBusiness({ businessName: `${unique('Departing')} Co` });
    const item = await pricedListing(seller.client, 5, 1_000, { name: 'Departing buyer door' });
    const onRequest = await createItem(seller.client, { quantity: 5, priceMode: 'on-request' });
    const hold = ok(await reserve(departing.client, item.id, 2), 201);
    const accepted = ok(await acceptOffer(seller.client, ok(await offerOnListing(departing.client, item.id, { quantity: 1, unitPriceCents: 900 }), 201).id));
    const offer = ok(await offerOnListing(departing.client, onRequest.id, { quantity: 1, unitPriceCents: 500 }), 201);
    expect(await counters(seller.client, item.id)).toMatchObject({ heldQuantity: 3 });

    const deleted = await departing.client.request('DELETE', '/api/user', { json: { password: departing.fields.password } });
    expect(deleted.status, deleted.text).toBe(202);
    // The deletion's last step leaves its threads.
    await until(
      async () => ok(await seller.client.get<InquiryPage>('/api/inquiries')).items,
      (items) => items.length === 2 && items.every((summary) => summary.otherParty.id === null),
      120_000,
      'threads left',
    );

    // Its holds were released (the seller told), and their units are back.
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 5, heldQuantity: 0, availableQuantity: 5 });
    for (const each of [hold, accepted.hold]) expect(ok(await getHold(seller.client, each.id)).status).toBe('released');
    await dealNotification(seller.client, { event: 'hold_released', holdId: hold.id });
    // Its open offer can no longer be accepted.
    expect((await acceptOffer(seller.client, offer.id)).status).toBe(409);
    expect(await counters(seller.client, onRequest.id)).toMatchObject({ heldQuantity: 0 });

    // What the seller still reads no longer gives the deleted user's id (as its threads do not).
    const buyerIds = async () => [
      ok(await getHold(seller.client, hold.id)).buyer.id,
      ...ok(await holdsOf(seller.client, 'role=seller')).items.map((each) => each.buyer.id),
      ...(await thread(seller.client, hold.threadId)).holds.map((each) => each.buyer.id),
    ];
    expect.soft(await buyerIds(), 'buyer ids in GET /api/holds/{id}, GET /api/holds and the thread').toEqual([null, null, null, null, null]);
    // Nothing in the table mentions the deleted user by id, username or e-mail (as account.test.ts checks).
    const { scanAll } = await dataLayer();
    const id = departing.user.id;
    const mentions = (await scanAll<Record<string, unknown>>({})).filter((record) => {
      const text = JSON.stringify(record).toLowerCase();
      return (
        record.buyerId === id ||
        record.sellerId === id ||
        [record.pk, record.gsi1pk, record.gsi2pk].some((key) => String(key ?? '').endsWith(`#${id}`) && /HOLDS#/.test(String(key))) ||
        text.includes(departing.fields.username.toLowerCase()) ||
        text.includes(departing.fields.email.toLowerCase())
      );
    });
    expect.soft(mentions.map((record) => `${String(record.pk)} ${String(record.sk)}`), 'records naming the deleted user').toEqual([]);
  });
});

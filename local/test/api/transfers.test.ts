import { describe, expect, inject, it } from 'vitest';
import { DEAL_MESSAGES, type InventoryItem, type InventoryStats, type ItemPage, type Transfer, TRANSFER_LIMITS, TRANSFER_MESSAGES, type TransferPage } from '@surplus/shared';
import { SITEMAP_PAGE_SIZE } from '@surplus/functions/data/listings/keys';
import type { ApiClient } from '../../src/api-client';
import {
  answer,
  businessImpact,
  cancelTransfer,
  confirmTransfer,
  counters,
  DAY_MS,
  dealNotification,
  dealNotifications,
  disputeTransfer,
  exportedLines,
  getHold,
  getTransfer,
  handedOver,
  handOver,
  lastMonths,
  listing,
  mailsTo,
  marketplaceImpact,
  ok,
  parties,
  pricedListing,
  recordSale,
  refused,
  releaseHold,
  reserve,
  thread,
  transfersOf,
  until,
  type Business,
} from '../support/deals';
import { newClient, signedInBusiness, uniqueWord } from '../support/fixtures';

/**
 * Handover, confirmation and the impact ledger on the shared runtime (no CONFIRM_SECONDS: a transfer left alone
 * confirms itself TRANSFER_LIMITS.confirmDaysDefault days after handover, so nothing here confirms by itself;
 * deals-sweep.test.ts runs the schedule). A transfer takes its units off the listing when it is made; only a
 * confirmed or self-reported one is a ledger line, and the impact figures are exactly the sum of the lines.
 */

const TRANSFER_NOT_FOUND = refused(404, TRANSFER_MESSAGES.transferNotFound);
const QUANTITY_RANGE = 'quantity must be a whole number from 1 to 1000000';
const visitor = newClient();

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every page of GET /api/transfers for `query`, ids in order. */
async function allTransferIds(client: ApiClient, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: TransferPage = ok(await transfersOf(client, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
    ids.push(...page.items.map((transfer) => transfer.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 200);
  return ids;
}

/** `count` new businesses, registered at once. */
const businesses = (count: number): Promise<Business[]> => Promise.all(Array.from({ length: count }, () => signedInBusiness()));

const ids = (page: ItemPage | InventoryItem[]) => (Array.isArray(page) ? page : page.items).map((item) => item.id);
const stats = async () => ok(await visitor.get<InventoryStats>('/api/inventory/stats'));
/** What the business page counts of the owner's listings. */
const figures = async (owner: Business) => {
  const { itemCount, doors, parts, wasteKg } = ok(await visitor.get<Record<string, number>>(`/api/businesses/${owner.user.id}`));
  return { itemCount, doors, parts, wasteKg };
};

/** Whether the listing is in the lists a visitor and its owner read: everyone's, its category's, the search's, the owner's. */
async function inLists(owner: Business, item: InventoryItem, word: string) {
  const [all, doors, search, mine] = await Promise.all([
    visitor.get<ItemPage>(`/api/inventory?owner=${owner.user.id}&limit=50`),
    visitor.get<ItemPage>(`/api/inventory/door?owner=${owner.user.id}&limit=50`),
    visitor.get<ItemPage>(`/api/inventory?q=${word}&limit=50`),
    owner.client.get<InventoryItem[]>('/api/inventory/user'),
  ]);
  return {
    all: ids(ok(all)).includes(item.id),
    doors: ids(ok(doors)).includes(item.id),
    search: ids(ok(search)).includes(item.id),
    mine: ids(ok(mine)).includes(item.id),
    sitemap: await inSitemap(item.id),
  };
}

/** Whether the sitemap page of the listing's id names it (sitemap.test.ts reads the documents in full). */
async function inSitemap(id: number) {
  const response = await visitor.get(`/sitemaps/${Math.ceil(id / SITEMAP_PAGE_SIZE)}.xml`);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  return response.text.includes(`<loc>${inject('baseUrl')}/item/${id}</loc>`);
}

describe('handing over', () => {
  it('hands over part of an active hold: a transfer awaiting the buyer, the hold handed over, the rest available again, the buyer told', async () => {
    const { seller, buyer, stranger } = await parties();
    const name = `Sectional door ${uniqueWord('ho')}`;
    const item = await pricedListing(seller.client, 5, 12_000, { name });
    const hold = ok(await reserve(buyer.client, item.id, 3), 201);

    const transfer = ok(await handOver(seller.client, hold.id, { quantity: 2, note: '  Loaded at dock 3  ' }), 201);
    expect(transfer).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      holdId: hold.id,
      threadId: hold.threadId,
      itemId: item.id,
      itemName: name,
      category: 'door',
      seller: { id: seller.user.id, businessName: seller.fields.businessName },
      buyer: { id: buyer.user.id, businessName: buyer.fields.businessName },
      quantity: 2,
      unitPriceCents: 12_000,
      kgPerUnit: 25,
      kg: 50,
      status: 'awaiting-confirmation',
      handedOverAt: expect.any(String),
      confirmBy: expect.any(String),
      note: 'Loaded at dock 3',
      reviewedBy: [],
    });
    expect(Math.abs(Date.parse(transfer.handedOverAt) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(transfer.confirmBy!) - Date.parse(transfer.handedOverAt)).toBe(TRANSFER_LIMITS.confirmDaysDefault * DAY_MS);

    // The hold is handed over for both parties; the third unit it held is anyone's again; two left the listing.
    for (const party of [seller, buyer]) expect(ok(await getHold(party.client, hold.id))).toEqual({ ...hold, status: 'handed-over' });
    expect(await counters(visitor, item.id)).toEqual({ quantity: 3, heldQuantity: 0, availableQuantity: 3 });
    expect((await listing(visitor, item.id)).transferredQuantity).toBe(2);
    expect(answer(await handOver(seller.client, hold.id, { quantity: 1 }))).toEqual(refused(409, 'This hold is handed-over'));
    expect(answer(await releaseHold(buyer.client, hold.id))).toEqual(refused(409, 'This hold is handed-over'));

    // Its two parties read it; nobody else learns it exists.
    expect(ok(await getTransfer(seller.client, transfer.id))).toEqual(transfer);
    expect(ok(await getTransfer(buyer.client, transfer.id))).toEqual(transfer);
    expect(answer(await getTransfer(stranger.client, transfer.id))).toEqual(TRANSFER_NOT_FOUND);
    expect(answer(await getTransfer(buyer.client, 'AAAAAAAAAAAAAAAA'))).toEqual(TRANSFER_NOT_FOUND);
    expect(answer(await getTransfer(buyer.client, 'not-a-transfer'))).toEqual(TRANSFER_NOT_FOUND);
    expect((await getTransfer(visitor, transfer.id)).status).toBe(401);

    // The buyer hears of it in the bell and by mail; the thread carries the seller's line.
    expect(await dealNotification(buyer.client, { event: 'handed_over', transferId: transfer.id })).toMatchObject({
      type: 'deal', holdId: hold.id, threadId: hold.threadId, itemId: item.id, name, quantity: 2, unitPriceCents: 12_000, businessName: seller.fields.businessName,
    });
    expect((await dealNotifications(seller.client)).filter((each) => each.transferId === transfer.id)).toEqual([]);
    const mail = (await mailsTo(buyer.fields.email)).find((each) => each.subject === `Handed over: ${name}`);
    expect(mail?.text).toContain('Handed over 2 doors; the other 1 went back on the listing');
    expect((await thread(seller.client, hold.threadId)).messages.at(-1)).toMatchObject({
      from: 'me', event: 'handed_over', holdId: hold.id, body: 'Handed over 2 doors; the other 1 went back on the listing',
    });

    // A part weighs 5 kg; a whole hold handed over leaves nothing to give back.
    const parts = await pricedListing(seller.client, 4, 500, { category: 'part', name: `Guide rail ${uniqueWord('ho')}` });
    const { transfer: whole } = await handedOver(seller, buyer, parts.id, 4);
    expect(whole).toMatchObject({ category: 'part', quantity: 4, kgPerUnit: 5, kg: 20, unitPriceCents: 500, status: 'awaiting-confirmation' });
    expect(await counters(visitor, parts.id)).toEqual({ quantity: 0, heldQuantity: 0, availableQuantity: 0 });
  });

  it('refuses the buyer, strangers, bad quantities and holds no longer active, and changes nothing', async () => {
    const { seller, buyer, stranger } = await parties();
    const item = await pricedListing(seller.client, 6);
    const hold = ok(await reserve(buyer.client, item.id, 3), 201);
    const released = ok(await reserve(buyer.client, item.id, 1), 201);
    ok(await releaseHold(seller.client, released.id));

    expect(answer(await handOver(buyer.client, hold.id, { quantity: 1 }))).toEqual(refused(403, TRANSFER_MESSAGES.sellerHandsOver));
    expect(answer(await handOver(stranger.client, hold.id, { quantity: 1 }))).toEqual(refused(404, DEAL_MESSAGES.holdNotFound));
    expect(answer(await handOver(seller.client, 'AAAAAAAAAAAAAAAA', { quantity: 1 }))).toEqual(refused(404, DEAL_MESSAGES.holdNotFound));
    expect((await handOver(visitor, hold.id, { quantity: 1 })).status).toBe(401);
    expect(answer(await handOver(seller.client, hold.id, { quantity: 4 }))).toEqual(refused(409, TRANSFER_MESSAGES.handoverTooMany(3)));
    expect(answer(await handOver(seller.client, released.id, { quantity: 1 }))).toEqual(refused(409, 'This hold is released'));
    for (const body of [{ quantity: 0 }, { quantity: -1 }, { quantity: 1.5 }, { quantity: '2' }]) {
      expect(answer(await handOver(seller.client, hold.id, body)), JSON.stringify(body)).toEqual(refused(400, expect.stringContaining(QUANTITY_RANGE)));
    }
    for (const body of [{}, { quantity: 1, kg: 1 }, { quantity: 1, note: 'x'.repeat(TRANSFER_LIMITS.noteMax + 1) }, { quantity: 1, note: 5 }]) {
      expect(answer(await handOver(seller.client, hold.id, body)), JSON.stringify(body)).toEqual(refused(400, expect.any(String)));
    }
    expect(messageOf400(await handOver(seller.client, hold.id, { quantity: 1, note: 'x'.repeat(501) }))).toContain('note must be at most 500 characters');

    // Nothing moved: the hold is active, the listing holds what it held, neither party has a transfer.
    expect(ok(await getHold(buyer.client, hold.id)).status).toBe('active');
    expect(await counters(visitor, item.id)).toEqual({ quantity: 6, heldQuantity: 3, availableQuantity: 3 });
    expect(ok(await transfersOf(seller.client, 'role=seller')).items).toEqual([]);
    expect(ok(await transfersOf(buyer.client, 'role=buyer')).items).toEqual([]);
  });
});

const messageOf400 = (response: { status: number; json: unknown }) => {
  expect(response.status).toBe(400);
  return (response.json as { message: string }).message;
};

describe('confirming, disputing and cancelling', () => {
  it('lets the buyer confirm or report a problem and the seller cancel what is not confirmed, each once, and lists them by role and status', async () => {
    const { seller, buyer, stranger } = await parties();
    const name = `Roll-up door ${uniqueWord('cdc')}`;
    const item = await pricedListing(seller.client, 10, 1_000, { name });
    const transfers: Transfer[] = [];
    for (const quantity of [2, 3, 1, 2]) transfers.push((await handedOver(seller, buyer, item.id, quantity)).transfer);
    const [confirmed, disputed, cancelled, disputedThenCancelled] = transfers as [Transfer, Transfer, Transfer, Transfer];
    expect(await counters(visitor, item.id)).toEqual({ quantity: 2, heldQuantity: 0, availableQuantity: 2 });

    // Confirm: the buyer only, once; the seller is told; the review window opens.
    expect(answer(await confirmTransfer(seller.client, confirmed.id))).toEqual(refused(403, TRANSFER_MESSAGES.buyerConfirms));
    expect(answer(await confirmTransfer(stranger.client, confirmed.id))).toEqual(TRANSFER_NOT_FOUND);
    expect((await confirmTransfer(visitor, confirmed.id)).status).toBe(401);
    const done = ok(await confirmTransfer(buyer.client, confirmed.id));
    expect(done).toEqual({ ...confirmed, status: 'confirmed', confirmedAt: expect.any(String), reviewBy: expect.any(String) });
    expect(Date.parse(done.reviewBy!) - Date.parse(done.confirmedAt!)).toBe(TRANSFER_LIMITS.reviewDays * DAY_MS);
    expect(ok(await getTransfer(seller.client, confirmed.id))).toEqual(done);
    expect(answer(await confirmTransfer(buyer.client, confirmed.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('confirmed')));
    expect(answer(await disputeTransfer(buyer.client, confirmed.id, 'Late'))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('confirmed')));
    expect(answer(await cancelTransfer(seller.client, confirmed.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('confirmed')));
    expect(await dealNotification(seller.client, { event: 'transfer_confirmed', transferId: confirmed.id })).toMatchObject({
      itemId: item.id, quantity: 2, businessName: buyer.fields.businessName,
    });

    // Dispute: the buyer only, with a message; the seller is told; the buyer may still confirm it.
    expect(answer(await disputeTransfer(seller.client, disputed.id, 'Dented'))).toEqual(refused(403, TRANSFER_MESSAGES.buyerDisputes));
    expect(answer(await disputeTransfer(stranger.client, disputed.id, 'Dented'))).toEqual(TRANSFER_NOT_FOUND);
    for (const message of ['', '   ', undefined, 'x'.repeat(TRANSFER_LIMITS.disputeMessageMax + 1)]) {
      expect((await disputeTransfer(buyer.client, disputed.id, message)).status, String(message).slice(0, 10)).toBe(400);
    }
    expect(messageOf400(await disputeTransfer(buyer.client, disputed.id, ''))).toContain('message is required');
    const reported = ok(await disputeTransfer(buyer.client, disputed.id, ' Two panels dented '));
    expect(reported).toEqual({ ...disputed, status: 'disputed', disputeMessage: 'Two panels dented' });
    expect(ok(await getTransfer(seller.client, disputed.id))).toEqual(reported);
    expect(answer(await disputeTransfer(buyer.client, disputed.id, 'Again'))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('disputed')));
    expect(await dealNotification(seller.client, { event: 'transfer_disputed', transferId: disputed.id })).toMatchObject({ quantity: 3, businessName: buyer.fields.businessName });
    expect((await mailsTo(seller.fields.email)).map((mail) => mail.subject)).toContain(`Problem reported: ${name}`);
    expect(ok(await confirmTransfer(buyer.client, disputed.id))).toMatchObject({ status: 'confirmed', disputeMessage: 'Two panels dented' });

    // Cancel: the seller only, of one awaiting confirmation or disputed; its units go back; the buyer is told.
    expect(answer(await cancelTransfer(buyer.client, cancelled.id))).toEqual(refused(403, TRANSFER_MESSAGES.sellerCancels));
    expect(answer(await cancelTransfer(stranger.client, cancelled.id))).toEqual(TRANSFER_NOT_FOUND);
    expect(ok(await cancelTransfer(seller.client, cancelled.id))).toEqual({ ...cancelled, status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await counters(visitor, item.id)).toEqual({ quantity: 3, heldQuantity: 0, availableQuantity: 3 });
    expect(answer(await cancelTransfer(seller.client, cancelled.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('cancelled')));
    expect(answer(await confirmTransfer(buyer.client, cancelled.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('cancelled')));
    expect(await dealNotification(buyer.client, { event: 'transfer_cancelled', transferId: cancelled.id })).toMatchObject({ quantity: 1, businessName: seller.fields.businessName });
    ok(await disputeTransfer(buyer.client, disputedThenCancelled.id, 'Wrong colour'));
    expect(ok(await cancelTransfer(seller.client, disputedThenCancelled.id))).toMatchObject({ status: 'cancelled', disputeMessage: 'Wrong colour' });
    expect(answer(await confirmTransfer(buyer.client, disputedThenCancelled.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('cancelled')));
    expect(await listing(visitor, item.id)).toMatchObject({ quantity: 5, heldQuantity: 0, availableQuantity: 5, transferredQuantity: 5 });

    // Only the two confirmed are on the ledger, for both sides.
    const ledger = { confirmedKg: 125, doors: 5, parts: 0, transfers: 2 };
    expect((await businessImpact(visitor, seller.user.id)).asSeller).toEqual({ ...ledger, selfReportedKg: 0 });
    expect((await businessImpact(visitor, buyer.user.id)).asBuyer).toEqual(ledger);
    expect((await businessImpact(visitor, buyer.user.id)).asSeller).toEqual({ confirmedKg: 0, selfReportedKg: 0, doors: 0, parts: 0, transfers: 0 });
    const lines = await exportedLines(seller.client);
    expect(lines.map((line) => [line.status, line.quantity, line.kg, line.role, line.counterparty])).toEqual([
      ['confirmed', '3', '75', 'seller', buyer.fields.businessName],
      ['confirmed', '2', '50', 'seller', buyer.fields.businessName],
    ]);
    expect((await exportedLines(buyer.client)).map((line) => [line.role, line.counterparty, line.listing, line.category, line.kgPerUnit, line.kg])).toEqual([
      ['buyer', seller.fields.businessName, name, 'door', '25', '75'],
      ['buyer', seller.fields.businessName, name, 'door', '25', '50'],
    ]);

    // GET /api/transfers: by role, newest first, by status, a page at a time.
    const newestFirst = [...transfers].reverse().map((transfer) => transfer.id);
    const page = ok(await transfersOf(seller.client, 'role=seller'));
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((transfer) => [transfer.id, transfer.status])).toEqual([
      [disputedThenCancelled.id, 'cancelled'],
      [cancelled.id, 'cancelled'],
      [disputed.id, 'confirmed'],
      [confirmed.id, 'confirmed'],
    ]);
    expect(ok(await transfersOf(buyer.client, 'role=buyer')).items).toEqual(page.items);
    const first = ok(await transfersOf(seller.client, 'role=seller&limit=1'));
    expect(first.items.map((transfer) => transfer.id)).toEqual([disputedThenCancelled.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(await allTransferIds(seller.client, 'role=seller&limit=1')).toEqual(newestFirst);
    expect(await allTransferIds(buyer.client, 'role=buyer&limit=3')).toEqual(newestFirst);
    expect(await allTransferIds(seller.client, 'role=seller&status=cancelled&limit=1')).toEqual([disputedThenCancelled.id, cancelled.id]);
    expect(await allTransferIds(buyer.client, 'role=buyer&status=confirmed')).toEqual([disputed.id, confirmed.id]);
    expect(await allTransferIds(seller.client, 'role=seller&status=awaiting-confirmation')).toEqual([]);
    expect(await allTransferIds(seller.client, 'role=buyer')).toEqual([]);
    expect(await allTransferIds(stranger.client, 'role=seller')).toEqual([]);
    for (const query of ['', 'role=owner', 'role=seller&status=done', 'role=seller&limit=0', 'role=seller&limit=51', 'role=seller&cursor=garbage', 'role=seller&extra=1']) {
      expect((await transfersOf(seller.client, query)).status, query).toBe(400);
    }
    expect(messageOf400(await transfersOf(seller.client, ''))).toContain('role must be buyer or seller');
    expect((await transfersOf(visitor, 'role=seller')).status).toBe(401);
  });
});

describe('self-reported sales', () => {
  it('takes a sale made elsewhere off the listing at once and onto the ledger as self-reported, at most what is available, for the owner only', async () => {
    const [seller, buyer] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const item = await pricedListing(seller.client, 10, 500, { category: 'part', name: `Torsion spring ${uniqueWord('sr')}` });
    ok(await reserve(buyer.client, item.id, 4), 201);

    expect(answer(await recordSale(buyer.client, item.id, { quantity: 1 }))).toEqual(refused(403, TRANSFER_MESSAGES.sellerRecords));
    expect(answer(await recordSale(seller.client, 999_999_999, { quantity: 1 }))).toEqual(refused(404, 'Item not found'));
    expect((await recordSale(visitor, item.id, { quantity: 1 })).status).toBe(401);
    expect(answer(await recordSale(seller.client, item.id, { quantity: 7 }))).toEqual(refused(409, 'Only 6 available'));
    for (const body of [{ quantity: 0 }, { quantity: '1' }, {}, { quantity: 1, buyerName: 'x'.repeat(TRANSFER_LIMITS.buyerNameMax + 1) }, { quantity: 1, holdId: 'x' }]) {
      expect((await recordSale(seller.client, item.id, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await counters(visitor, item.id)).toEqual({ quantity: 10, heldQuantity: 4, availableQuantity: 6 });

    const sale = ok(await recordSale(seller.client, item.id, { quantity: 5, buyerName: ' Acme Salvage ', note: 'Paid cash' }), 201);
    expect(sale).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      holdId: null,
      threadId: null,
      itemId: item.id,
      itemName: item.name,
      category: 'part',
      seller: { id: seller.user.id, businessName: seller.fields.businessName },
      buyer: { id: null, businessName: 'Acme Salvage' },
      quantity: 5,
      unitPriceCents: 0,
      kgPerUnit: 5,
      kg: 25,
      status: 'self-reported',
      handedOverAt: expect.any(String),
      confirmBy: null,
      note: 'Paid cash',
      reviewedBy: [],
    });
    const unnamed = ok(await recordSale(seller.client, item.id, { quantity: 1 }), 201);
    expect(unnamed.buyer).toEqual({ id: null, businessName: 'A buyer elsewhere' });
    expect(await listing(visitor, item.id)).toMatchObject({ quantity: 4, heldQuantity: 4, availableQuantity: 0, transferredQuantity: 6 });
    expect(answer(await recordSale(seller.client, item.id, { quantity: 1 }))).toEqual(refused(409, 'Only 0 available'));

    // Final as it is: nobody confirms, disputes or cancels it; the hold's buyer is no party to it.
    expect(answer(await confirmTransfer(seller.client, sale.id))).toEqual(refused(403, TRANSFER_MESSAGES.buyerConfirms));
    expect(answer(await cancelTransfer(seller.client, sale.id))).toEqual(refused(409, TRANSFER_MESSAGES.transferIs('self-reported')));
    expect(answer(await getTransfer(buyer.client, sale.id))).toEqual(TRANSFER_NOT_FOUND);
    expect(ok(await getTransfer(seller.client, sale.id))).toEqual(sale);
    expect(await allTransferIds(seller.client, 'role=seller&status=self-reported')).toEqual([unnamed.id, sale.id]);

    // On the ledger as self-reported: the seller's, never a buyer's.
    const impact = await businessImpact(visitor, seller.user.id);
    expect(impact.asSeller).toEqual({ confirmedKg: 0, selfReportedKg: 30, doors: 0, parts: 6, transfers: 2 });
    expect(impact.asBuyer).toEqual({ confirmedKg: 0, doors: 0, parts: 0, transfers: 0 });
    expect(impact.byMonth.at(-1)).toEqual({ month: lastMonths(1)[0], confirmedKg: 0, selfReportedKg: 30, receivedKg: 0 });
    expect((await businessImpact(visitor, buyer.user.id)).asBuyer.transfers).toBe(0);
    expect((await exportedLines(seller.client)).map((line) => [line.status, line.role, line.counterparty, line.quantity, line.kg])).toEqual([
      ['self-reported', 'seller', 'A buyer elsewhere', '1', '5'],
      ['self-reported', 'seller', 'Acme Salvage', '5', '25'],
    ]);
    expect(await exportedLines(buyer.client)).toEqual([]);
  });
});

describe('a listing all transferred', () => {
  it('keeps its page as "All transferred" but leaves the lists, the search and the sitemap, and comes back when a handover is cancelled', async () => {
    const [seller, buyer] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const word = uniqueWord('gone');
    const item = await pricedListing(seller.client, 3, 2_000, { name: `Rolling door ${word}` });
    expect(await inLists(seller, item, word)).toEqual({ all: true, doors: true, search: true, mine: true, sitemap: true });
    const before = await stats();
    expect(await figures(seller)).toEqual({ itemCount: 1, doors: 1, parts: 0, wasteKg: 75 });

    const { transfer } = await handedOver(seller, buyer, item.id, 2);
    ok(await recordSale(seller.client, item.id, { quantity: 1 }), 201);
    expect(await listing(visitor, item.id)).toMatchObject({ id: item.id, name: item.name, quantity: 0, heldQuantity: 0, availableQuantity: 0, transferredQuantity: 3 });
    expect(await inLists(seller, item, word)).toEqual({ all: false, doors: false, search: false, mine: false, sitemap: false });
    expect(await stats()).toEqual({ ...before, totalDoors: before.totalDoors - 1 });
    expect(await figures(seller)).toEqual({ itemCount: 0, doors: 0, parts: 0, wasteKg: 0 });
    expect(answer(await recordSale(seller.client, item.id, { quantity: 1 }))).toEqual(refused(409, TRANSFER_MESSAGES.allTransferred));
    expect(answer(await seller.client.put(`/api/inventory/${item.id}`, { quantity: 5 }))).toEqual(refused(409, TRANSFER_MESSAGES.allTransferred));
    expect(answer(await reserve(buyer.client, item.id, 1))).toEqual(refused(409, 'Only 0 available'));

    // The handover is cancelled: its two units are listed again, everywhere.
    ok(await cancelTransfer(seller.client, transfer.id));
    expect(await listing(visitor, item.id)).toMatchObject({ quantity: 2, heldQuantity: 0, availableQuantity: 2, transferredQuantity: 1 });
    expect(await inLists(seller, item, word)).toEqual({ all: true, doors: true, search: true, mine: true, sitemap: true });
    expect(await stats()).toEqual(before);
    expect(await figures(seller)).toEqual({ itemCount: 1, doors: 1, parts: 0, wasteKg: 50 });
  });

  it('goes with its owner\'s account, as its listings in the lists do', async () => {
    const owner = await signedInBusiness();
    const [transferred, listed] = await Promise.all([pricedListing(owner.client, 2), pricedListing(owner.client, 1)]);
    ok(await recordSale(owner.client, transferred.id, { quantity: 2 }), 201);
    expect(ok(await owner.client.request('DELETE', '/api/user', { json: { password: owner.fields.password } }), 202)).toEqual({ message: expect.any(String) });
    for (const item of [listed, transferred]) {
      await until(() => visitor.get(`/api/inventory/item/${item.id}`), (response) => response.status === 404, 15_000, `listing ${item.id} deleted`);
    }
  });
});

describe('impact', () => {
  it('adds up the ledger per business and for the marketplace, by month, and moves the listed estimate with the listings', async () => {
    const [seller, buyer] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const start = await marketplaceImpact(visitor);
    expect(start.byMonth.map((month) => month.month)).toEqual(lastMonths());
    const doors = await pricedListing(seller.client, 4, 10_000);
    const parts = await pricedListing(seller.client, 10, 100, { category: 'part' });
    const listed = await marketplaceImpact(visitor);
    expect(listed).toEqual({ ...start, listedKg: start.listedKg + 4 * 25 + 10 * 5 });

    const { transfer } = await handedOver(seller, buyer, doors.id, 3);
    // Handed over: off the listing, not yet on the ledger.
    expect(await marketplaceImpact(visitor)).toEqual({ ...listed, listedKg: listed.listedKg - 75 });
    expect((await businessImpact(visitor, seller.user.id)).asSeller.transfers).toBe(0);
    ok(await confirmTransfer(buyer.client, transfer.id));
    ok(await recordSale(seller.client, parts.id, { quantity: 4 }), 201);

    const months = lastMonths();
    const zero = (month: string) => ({ month, confirmedKg: 0, selfReportedKg: 0, receivedKg: 0 });
    expect(await businessImpact(newClient(), seller.user.id)).toEqual({
      businessId: seller.user.id,
      asSeller: { confirmedKg: 75, selfReportedKg: 20, doors: 3, parts: 4, transfers: 2 },
      asBuyer: { confirmedKg: 0, doors: 0, parts: 0, transfers: 0 },
      byMonth: [...months.slice(0, -1).map(zero), { month: months.at(-1), confirmedKg: 75, selfReportedKg: 20, receivedKg: 0 }],
    });
    expect(await businessImpact(visitor, buyer.user.id)).toEqual({
      businessId: buyer.user.id,
      asSeller: { confirmedKg: 0, selfReportedKg: 0, doors: 0, parts: 0, transfers: 0 },
      asBuyer: { confirmedKg: 75, doors: 3, parts: 0, transfers: 1 },
      byMonth: [...months.slice(0, -1).map(zero), { month: months.at(-1), confirmedKg: 0, selfReportedKg: 0, receivedKg: 75 }],
    });
    const end = await marketplaceImpact(visitor);
    expect(end).toEqual({
      confirmedKg: start.confirmedKg + 75,
      selfReportedKg: start.selfReportedKg + 20,
      transfers: start.transfers + 2,
      businesses: start.businesses + 2,
      listedKg: start.listedKg + 150 - 75 - 20,
      byMonth: start.byMonth.map((month, index) =>
        index === months.length - 1 ? { ...month, confirmedKg: month.confirmedKg + 75, selfReportedKg: month.selfReportedKg + 20 } : month,
      ),
    });

    // A business counts once among the marketplace's, however many lines it has.
    await handedOver(seller, buyer, doors.id, 1).then(({ transfer: next }) => confirmTransfer(buyer.client, next.id)).then((response) => ok(response));
    expect(await marketplaceImpact(visitor)).toMatchObject({ businesses: end.businesses, transfers: end.transfers + 1, confirmedKg: end.confirmedKg + 25 });

    // A listing's edit and deletion move the estimate too.
    ok(await seller.client.put(`/api/inventory/${parts.id}`, { quantity: 8 }));
    expect((await marketplaceImpact(visitor)).listedKg).toBe(end.listedKg - 25 + 10);
    ok(await seller.client.delete(`/api/inventory/${parts.id}`));
    expect((await marketplaceImpact(visitor)).listedKg).toBe(end.listedKg - 25 - 30);
    expect(answer(await visitor.get('/api/businesses/999999999/impact'))).toEqual(refused(404, 'Business not found'));
  });
});

describe('at once', () => {
  it('hands over, confirms and reports many transfers of one listing at once, and the figures are exactly the sum of the ledger', async () => {
    const seller = await signedInBusiness();
    const buyers = await businesses(6);
    const item = await pricedListing(seller.client, 30, 1_000);
    const start = await marketplaceImpact(visitor);
    // Each buyer holds 3; half of them get all 3, the others 2 (their third goes back).
    const holds = await Promise.all(buyers.map(async (buyer) => ok(await reserve(buyer.client, item.id, 3), 201)));
    const handed = await Promise.all(holds.map((hold, index) => handOver(seller.client, hold.id, { quantity: index % 2 === 0 ? 3 : 2 })));
    expect(handed.map((response) => response.status), handed.map((response) => response.text).join('\n')).toEqual(buyers.map(() => 201));
    const transfers = handed.map((response) => response.json);
    expect(await listing(visitor, item.id)).toMatchObject({ quantity: 15, heldQuantity: 0, availableQuantity: 15, transferredQuantity: 15 });

    // Five buyers confirm at once while the seller cancels the sixth's and reports three sales made elsewhere.
    const [cancelled, ...kept] = transfers as [Transfer, ...Transfer[]];
    const results = await Promise.all([
      ...kept.map((transfer) => confirmTransfer(buyers[transfers.indexOf(transfer)]!.client, transfer.id)),
      cancelTransfer(seller.client, cancelled.id),
      ...[1, 2, 4].map((quantity) => recordSale(seller.client, item.id, { quantity })),
    ]);
    expect(results.map((response) => response.status), results.map((response) => response.text).join('\n')).toEqual([200, 200, 200, 200, 200, 200, 201, 201, 201]);
    const sales = results.slice(-3).map((response) => response.json as Transfer);
    const confirmed = results.slice(0, kept.length).map((response) => response.json as Transfer);
    const ledger = [...confirmed, ...sales];
    expect(await listing(visitor, item.id)).toMatchObject({ quantity: 30 - 12 - 7, heldQuantity: 0, availableQuantity: 11, transferredQuantity: 19 });

    // The seller's figures are the sum of its lines; each buyer's of its own; the cancelled transfer is on none.
    expect((await businessImpact(visitor, seller.user.id)).asSeller).toEqual({
      confirmedKg: sum(confirmed.map((transfer) => transfer.kg)),
      selfReportedKg: sum(sales.map((transfer) => transfer.kg)),
      doors: sum(ledger.map((transfer) => transfer.quantity)),
      parts: 0,
      transfers: ledger.length,
    });
    for (const [index, buyer] of buyers.entries()) {
      const own = confirmed.filter((transfer) => transfer.buyer.id === buyer.user.id);
      expect((await businessImpact(visitor, buyer.user.id)).asBuyer, `buyer ${index}`).toEqual({
        confirmedKg: sum(own.map((transfer) => transfer.kg)),
        doors: sum(own.map((transfer) => transfer.quantity)),
        parts: 0,
        transfers: own.length,
      });
    }
    const lines = await exportedLines(seller.client);
    expect(lines).toHaveLength(ledger.length);
    expect(sum(lines.map((line) => Number(line.kg)))).toBe(sum(ledger.map((transfer) => transfer.kg)));
    expect(lines.map((line) => line.counterparty)).not.toContain(buyers[0]!.fields.businessName);
    expect(lines.filter((line) => line.status === 'confirmed').map((line) => line.counterparty).sort()).toEqual(
      buyers.slice(1).map((buyer) => buyer.fields.businessName).sort(),
    );
    expect(await exportedLines(buyers[0]!.client)).toEqual([]);
    expect(await marketplaceImpact(visitor)).toMatchObject({
      confirmedKg: start.confirmedKg + sum(confirmed.map((transfer) => transfer.kg)),
      selfReportedKg: start.selfReportedKg + sum(sales.map((transfer) => transfer.kg)),
      transfers: start.transfers + ledger.length,
      // The seller and the five buyers with a confirmed transfer, each once.
      businesses: start.businesses + 6,
      listedKg: start.listedKg - 19 * 25,
    });
  });
});

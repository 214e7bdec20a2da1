import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Hold, TRANSFER_MESSAGES } from '@surplus/shared';
import { ApiClient } from '../../src/api-client';
import {
  acceptOffer,
  answer,
  businessImpact,
  counters,
  dealNotifications,
  disputeTransfer,
  extendHold,
  getHold,
  getTransfer,
  handOver,
  holdsOf,
  mailsTo,
  offerOnListing,
  ok,
  pricedListing,
  refused,
  releaseHold,
  reserve,
  reviewsOf,
  reviewTransfer,
  until,
  type Business,
} from '../support/deals';
import { signedInBusiness, uniqueWord } from '../support/fixtures';
import { startLocalRuntime } from '../support/local-runtime';
import { SEARCH_TEST_ENVIRONMENT } from '../support/search-environment';

/**
 * The deals sweeper on a runtime of its own (its own data dir, so the shared one is not disturbed): holds last
 * HOLD_SECONDS, a transfer its buyer leaves alone confirms itself CONFIRM_SECONDS after handover, a review window
 * closes REVIEW_SECONDS after confirmation, and the sweep runs every SWEEP_SECONDS. A hold past its end reads
 * expired and its units come back within a sweep; a transfer past its confirmBy is confirmed within a sweep; a
 * review only one side wrote is published when its window closes; what falls due while the runtime is down is
 * swept when it starts again.
 */

const HOLD_SECONDS = 5;
const CONFIRM_SECONDS = 5;
const REVIEW_SECONDS = 6;
const SWEEP_SECONDS = 2;
/** A sweep's run and the reads that see it, beyond the interval itself. */
const SLACK_MS = 4_000;
/** A fresh runtime loads each handler module on its first call (the sweep's and the reads'): seconds on a slow machine. */
const COLD_START_MS = 10_000;
const ENV = {
  ...SEARCH_TEST_ENVIRONMENT,
  HOLD_SECONDS: String(HOLD_SECONDS),
  CONFIRM_SECONDS: String(CONFIRM_SECONDS),
  REVIEW_SECONDS: String(REVIEW_SECONDS),
  SWEEP_SECONDS: String(SWEEP_SECONDS),
};

type Runtime = Awaited<ReturnType<typeof startLocalRuntime>>;
let runtime: Runtime;
const stopped: Runtime[] = [];

beforeAll(async () => {
  runtime = await startLocalRuntime(ENV);
});
afterAll(async () => {
  await runtime?.stop();
  for (const each of stopped) await each.stop();
});

const business = () => signedInBusiness({}, new ApiClient(runtime.baseUrl));
/** The same business on another runtime of the same data dir (sessions live in the table). */
function sameSession(party: Business, baseUrl: string): Business {
  const client = new ApiClient(baseUrl);
  for (const [name, value] of party.client.cookies) client.cookies.set(name, value);
  return { ...party, client };
}

/** Waits until the listing has nothing held; answers when that was seen. */
const freed = (client: ApiClient, itemId: number, timeoutMs: number) =>
  until(() => counters(client, itemId), (now) => now.heldQuantity === 0, timeoutMs, 'units freed').then((now) => ({ now, at: Date.now() }));

/** The deal notifications of `holdId` the user got, by event. */
const noticesOf = async (party: Business, holdId: string) => (await dealNotifications(party.client)).filter((notification) => notification.holdId === holdId);
/** The user's deal notifications of `event` about transfer `transferId`. */
const transferNotices = async (party: Business, transferId: string, event: string) =>
  (await dealNotifications(party.client)).filter((notification) => notification.transferId === transferId && notification.event === event);

/** Waits until the transfer reads confirmed; answers it and when that was seen. */
const confirmedBySweep = (party: Business, transferId: string, timeoutMs: number) =>
  until(() => getTransfer(party.client, transferId), (response) => response.json.status === 'confirmed', timeoutMs, 'transfer confirmed').then((response) => ({
    transfer: response.json,
    at: Date.now(),
  }));

describe('the deals sweeper', { timeout: 120_000 }, () => {
  it(`ends a hold ${HOLD_SECONDS} s after it is made and frees its units within a sweep, telling both parties`, async () => {
    const seller = await business();
    const buyer = await business();
    const item = await pricedListing(seller.client, 3, 1_000, { name: 'Rolling steel door' });
    const hold = ok(await reserve(buyer.client, item.id, 2), 201);
    expect(Date.parse(hold.expiresAt) - Date.parse(hold.createdAt)).toBe(HOLD_SECONDS * 1000);
    expect(await counters(buyer.client, item.id)).toEqual({ quantity: 3, heldQuantity: 2, availableQuantity: 1 });

    const { now, at } = await freed(seller.client, item.id, (HOLD_SECONDS + SWEEP_SECONDS) * 1000 + SLACK_MS + 5_000);
    expect(now).toEqual({ quantity: 3, heldQuantity: 0, availableQuantity: 3 });
    expect(at - Date.parse(hold.expiresAt)).toBeLessThanOrEqual(SWEEP_SECONDS * 1000 + SLACK_MS);

    for (const party of [buyer, seller]) {
      expect(ok(await getHold(party.client, hold.id))).toEqual({ ...hold, status: 'expired' });
      expect(answer(await releaseHold(party.client, hold.id))).toEqual(refused(409, 'This hold is expired'));
    }
    expect(answer(await extendHold(seller.client, hold.id, 1))).toEqual(refused(409, 'This hold is expired'));
    expect(ok(await holdsOf(buyer.client, 'role=buyer&status=expired')).items.map((each) => each.id)).toEqual([hold.id]);
    expect(ok(await holdsOf(seller.client, 'role=seller&status=active')).items).toEqual([]);

    // Each party hears that it expired (from the other party's name), once, and gets a mail.
    for (const [party, other] of [[buyer, seller], [seller, buyer]] as const) {
      const notices = await until(() => noticesOf(party, hold.id), (list) => list.some((each) => each.event === 'hold_expired'), 5_000, 'hold_expired');
      expect(notices.filter((each) => each.event === 'hold_expired')).toEqual([
        expect.objectContaining({ type: 'deal', threadId: hold.threadId, itemId: item.id, name: 'Rolling steel door', quantity: 2, unitPriceCents: 1_000, businessName: other.fields.businessName }),
      ]);
      // A hold this short ends within a day from the start: its warning, if a sweep saw it before its end, came once.
      expect(notices.filter((each) => each.event === 'hold_expiring').length).toBeLessThanOrEqual(1);
      const mails = await mailsTo(party.fields.email, 1, runtime.dataDir);
      expect(mails.map((mail) => mail.subject)).toContain('Hold expired: Rolling steel door');
    }
    // The units are anyone's again.
    expect(ok(await reserve(buyer.client, item.id, 3), 201).quantity).toBe(3);
  });

  it('leaves a hold released before its end released, and frees its units only once', async () => {
    const seller = await business();
    const buyer = await business();
    const item = await pricedListing(seller.client, 4);
    const released = ok(await reserve(buyer.client, item.id, 1), 201);
    const expiring = ok(await reserve(buyer.client, item.id, 2), 201);
    ok(await releaseHold(buyer.client, released.id));

    await freed(seller.client, item.id, (HOLD_SECONDS + SWEEP_SECONDS) * 1000 + SLACK_MS + 5_000);
    // Two more sweeps, to be sure none of them touches the released hold.
    await new Promise((resolve) => setTimeout(resolve, 2 * SWEEP_SECONDS * 1000 + 500));
    expect(await counters(seller.client, item.id)).toEqual({ quantity: 4, heldQuantity: 0, availableQuantity: 4 });
    expect(ok(await getHold(buyer.client, released.id)).status).toBe('released');
    expect(ok(await getHold(buyer.client, expiring.id)).status).toBe('expired');
    expect((await noticesOf(buyer, released.id)).map((each) => each.event)).not.toContain('hold_expired');
  });

  it('expires the hold of an accepted offer as well', async () => {
    const seller = await business();
    const buyer = await business();
    const item = await pricedListing(seller.client, 5, 3_000);
    const offer = ok(await offerOnListing(buyer.client, item.id, { quantity: 5, unitPriceCents: 2_000 }), 201);
    const { hold } = ok(await acceptOffer(seller.client, offer.id));
    expect(Date.parse(hold.expiresAt) - Date.parse(hold.createdAt)).toBe(HOLD_SECONDS * 1000);
    expect(await counters(seller.client, item.id)).toMatchObject({ heldQuantity: 5, availableQuantity: 0 });
    await freed(seller.client, item.id, (HOLD_SECONDS + SWEEP_SECONDS) * 1000 + SLACK_MS + 5_000);
    expect(ok(await getHold(seller.client, hold.id)).status).toBe('expired');
  });

  it(`confirms a transfer its buyer leaves alone ${CONFIRM_SECONDS} s after handover, and publishes a review only one side wrote when its window closes`, async () => {
    const seller = await business();
    const buyer = await business();
    const name = `Overhead door ${uniqueWord('auto')}`;
    const item = await pricedListing(seller.client, 5, 2_000, { name });
    // Holds last HOLD_SECONDS: each is handed over as soon as it is made.
    const alone = ok(await handOver(seller.client, ok(await reserve(buyer.client, item.id, 2), 201).id, { quantity: 2 }), 201);
    const disputed = ok(await handOver(seller.client, ok(await reserve(buyer.client, item.id, 1), 201).id, { quantity: 1 }), 201);
    expect(Date.parse(alone.confirmBy!) - Date.parse(alone.handedOverAt)).toBe(CONFIRM_SECONDS * 1000);
    ok(await disputeTransfer(buyer.client, disputed.id, 'One panel is bent'));

    const { transfer, at } = await confirmedBySweep(buyer, alone.id, (CONFIRM_SECONDS + SWEEP_SECONDS) * 1000 + SLACK_MS + 5_000);
    expect(at - Date.parse(alone.confirmBy!)).toBeLessThanOrEqual(SWEEP_SECONDS * 1000 + SLACK_MS);
    expect(transfer).toEqual({ ...alone, status: 'confirmed', autoConfirmed: true, confirmedAt: expect.any(String), reviewBy: expect.any(String) });
    expect(Date.parse(transfer.confirmedAt!)).toBeGreaterThanOrEqual(Date.parse(alone.confirmBy!));
    expect(Date.parse(transfer.reviewBy!) - Date.parse(transfer.confirmedAt!)).toBe(REVIEW_SECONDS * 1000);
    expect(ok(await getTransfer(seller.client, alone.id))).toEqual(transfer);

    // The buyer reviews at once; the seller leaves the window to close.
    const review = ok(await reviewTransfer(buyer.client, alone.id, { rating: 4, comment: 'Arrived as described' }), 201);
    expect(ok(await reviewsOf(seller.client, seller.user.id)).count).toBe(0);

    // On the ledger for both sides; both told (each from the other's name), once, and by mail.
    expect((await businessImpact(seller.client, seller.user.id)).asSeller).toEqual({ confirmedKg: 50, selfReportedKg: 0, doors: 2, parts: 0, transfers: 1 });
    expect((await businessImpact(buyer.client, buyer.user.id)).asBuyer).toEqual({ confirmedKg: 50, doors: 2, parts: 0, transfers: 1 });
    for (const [party, other] of [[buyer, seller], [seller, buyer]] as const) {
      const notices = await until(() => transferNotices(party, alone.id, 'transfer_auto_confirmed'), (list) => list.length > 0, 5_000, 'transfer_auto_confirmed');
      expect(notices).toEqual([expect.objectContaining({ itemId: item.id, name, quantity: 2, unitPriceCents: 2_000, businessName: other.fields.businessName })]);
      expect((await mailsTo(party.fields.email, 1, runtime.dataDir)).map((mail) => mail.subject)).toContain(`Transfer confirmed: ${name}`);
    }
    // A disputed transfer never confirms itself.
    expect(ok(await getTransfer(buyer.client, disputed.id)).status).toBe('disputed');

    // Once the window closes, within a sweep, the buyer's review is published without the seller's, and the seller is told.
    const shown = await until(
      () => reviewsOf(seller.client, seller.user.id),
      (response) => response.json.count === 1,
      REVIEW_SECONDS * 1000 + SWEEP_SECONDS * 1000 + SLACK_MS + 5_000,
      'review published',
    );
    expect(Date.now() - Date.parse(transfer.reviewBy!)).toBeLessThanOrEqual(SWEEP_SECONDS * 1000 + SLACK_MS + 1_000);
    expect(shown.json).toEqual({ average: 4, count: 1, items: [{ ...review, publishedAt: expect.any(String) }], nextCursor: null });
    expect(ok(await reviewsOf(buyer.client, buyer.user.id)).count).toBe(0);
    await until(() => transferNotices(seller, alone.id, 'review_published'), (list) => list.length === 1, 5_000, 'review_published');
    expect(answer(await reviewTransfer(seller.client, alone.id, { rating: 5 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewWindowClosed));
    expect(ok(await getTransfer(buyer.client, disputed.id)).status).toBe('disputed');
  });

  it('sweeps a hold that ended and confirms a transfer that fell due while the runtime was stopped, once it starts again on the same data dir', { timeout: 240_000 }, async () => {
    const seller = await business();
    const buyer = await business();
    const item = await pricedListing(seller.client, 3, 4_000, { name: 'Overhead door kit' });
    const doors = await pricedListing(seller.client, 2, 4_000, { name: 'Sectional door kit' });
    const handed = ok(await handOver(seller.client, ok(await reserve(buyer.client, doors.id, 2), 201).id, { quantity: 2 }), 201);
    const hold: Hold = ok(await reserve(buyer.client, item.id, 3), 201);
    await runtime.stop({ keepData: true });
    const stoppedAt = Date.now();
    stopped.push(runtime);
    // Stopped before the hold's end and the transfer's confirmBy, or the first runtime may have swept them; started after them.
    expect(stoppedAt).toBeLessThan(Date.parse(hold.expiresAt));
    expect(stoppedAt).toBeLessThan(Date.parse(handed.confirmBy!));
    const due = Math.max(Date.parse(hold.expiresAt), Date.parse(handed.confirmBy!));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now()) + 500));

    runtime = await startLocalRuntime(ENV, { dataDir: stopped.at(-1)!.dataDir });
    const startedAt = Date.now();
    const [sellerAgain, buyerAgain] = [sameSession(seller, runtime.baseUrl), sameSession(buyer, runtime.baseUrl)];
    const { now, at } = await freed(sellerAgain.client, item.id, SWEEP_SECONDS * 1000 + SLACK_MS + COLD_START_MS + 5_000);
    expect(now).toEqual({ quantity: 3, heldQuantity: 0, availableQuantity: 3 });
    expect(at - startedAt).toBeLessThanOrEqual(SWEEP_SECONDS * 1000 + SLACK_MS + COLD_START_MS);
    expect(ok(await getHold(buyerAgain.client, hold.id)).status).toBe('expired');
    const notice = await until(() => noticesOf(buyerAgain, hold.id), (list) => list.some((each) => each.event === 'hold_expired'), 5_000, 'hold_expired');
    // Told by the second runtime's sweep, not the first's.
    expect(Date.parse(notice.find((each) => each.event === 'hold_expired')!.createdAt)).toBeGreaterThan(Date.parse(hold.expiresAt));

    // The transfer left alone is confirmed by the second runtime's sweep as well, and goes on the ledger.
    const { transfer } = await confirmedBySweep(buyerAgain, handed.id, SWEEP_SECONDS * 1000 + SLACK_MS + 5_000);
    expect(transfer).toEqual({ ...handed, status: 'confirmed', autoConfirmed: true, confirmedAt: expect.any(String), reviewBy: expect.any(String) });
    expect(Date.parse(transfer.confirmedAt!)).toBeGreaterThan(stoppedAt);
    expect((await businessImpact(sellerAgain.client, seller.user.id)).asSeller).toEqual({ confirmedKg: 50, selfReportedKg: 0, doors: 2, parts: 0, transfers: 1 });
    expect((await businessImpact(buyerAgain.client, buyer.user.id)).asBuyer).toEqual({ confirmedKg: 50, doors: 2, parts: 0, transfers: 1 });
    await until(() => transferNotices(sellerAgain, handed.id, 'transfer_auto_confirmed'), (list) => list.length === 1, 5_000, 'transfer_auto_confirmed');

    // And the restarted runtime keeps sweeping: the units are anyone's again, and a new hold ends as well.
    const next = ok(await reserve(buyerAgain.client, item.id, 3), 201);
    await until(() => getHold(sellerAgain.client, next.id), (response) => response.json.status === 'expired', (HOLD_SECONDS + SWEEP_SECONDS) * 1000 + SLACK_MS, 'next hold expired');
    await freed(sellerAgain.client, item.id, SWEEP_SECONDS * 1000 + SLACK_MS);
  });
});

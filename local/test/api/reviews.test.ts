import { describe, expect, it } from 'vitest';
import { type Review, type ReviewPage, TRANSFER_LIMITS, TRANSFER_MESSAGES } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import {
  answer,
  confirmedTransfer,
  dealNotification,
  dealNotifications,
  getTransfer,
  handedOver,
  mailsTo,
  ok,
  parties,
  pricedListing,
  recordSale,
  refused,
  replyToReview,
  reviewsOf,
  reviewTransfer,
  type Business,
} from '../support/deals';
import { newClient, signedInBusiness, uniqueWord } from '../support/fixtures';

/**
 * Double-blind reviews: each side of a confirmed transfer rates the other once, within TRANSFER_LIMITS.reviewDays
 * of confirmation (the shared runtime sets no REVIEW_SECONDS; deals-sweep.test.ts closes a window). A review stays
 * hidden until the other side has reviewed too; then both are published at once, each to the reviewed business.
 */

const visitor = newClient();
const NO_REVIEWS: ReviewPage = { average: null, count: 0, items: [], nextCursor: null };

const businesses = (count: number): Promise<Business[]> => Promise.all(Array.from({ length: count }, () => signedInBusiness()));
const published = async (businessId: number, query = '') => ok(await reviewsOf(visitor, businessId, query));
const reviewNotices = async (client: ApiClient, transferId: string) =>
  (await dealNotifications(client)).filter((notice) => notice.event === 'review_published' && notice.transferId === transferId);

/** Every page of a business's reviews, ids in order. */
async function allReviewIds(businessId: number, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ReviewPage = await published(businessId, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...page.items.map((review) => review.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 100);
  return ids;
}

describe('reviews', () => {
  it('lets each party of a confirmed transfer review the other once, hidden until both have, then published to each with a reply', async () => {
    const { seller, buyer, stranger } = await parties();
    const name = `Sectional door ${uniqueWord('rv')}`;
    const item = await pricedListing(seller.client, 4, 5_000, { name });

    // Only a confirmed transfer, and only its parties.
    const { transfer: awaiting } = await handedOver(seller, buyer, item.id, 1);
    expect(answer(await reviewTransfer(buyer.client, awaiting.id, { rating: 5 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewOnlyConfirmed));
    expect(answer(await reviewTransfer(seller.client, awaiting.id, { rating: 5 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewOnlyConfirmed));
    const sale = ok(await recordSale(seller.client, item.id, { quantity: 1 }), 201);
    expect(answer(await reviewTransfer(seller.client, sale.id, { rating: 5 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewOnlyConfirmed));
    const transfer = await confirmedTransfer(seller, buyer, item.id, 2);
    expect(answer(await reviewTransfer(stranger.client, transfer.id, { rating: 5 }))).toEqual(refused(404, TRANSFER_MESSAGES.transferNotFound));
    expect(answer(await reviewTransfer(buyer.client, 'AAAAAAAAAAAAAAAA', { rating: 5 }))).toEqual(refused(404, TRANSFER_MESSAGES.transferNotFound));
    expect((await reviewTransfer(visitor, transfer.id, { rating: 5 })).status).toBe(401);
    const rating = 'rating must be a whole number from 1 to 5';
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: 'great' }]) {
      expect(answer(await reviewTransfer(buyer.client, transfer.id, body)), JSON.stringify(body)).toEqual(refused(400, expect.stringContaining(rating)));
    }
    for (const body of [{}, { rating: 5, comment: 7 }, { rating: 5, stars: 5 }]) {
      expect((await reviewTransfer(buyer.client, transfer.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const tooLong = { rating: 5, comment: 'x'.repeat(TRANSFER_LIMITS.reviewCommentMax + 1) };
    expect(answer(await reviewTransfer(buyer.client, transfer.id, tooLong))).toEqual(refused(400, expect.stringContaining('comment must be at most 1,000 characters')));
    expect(ok(await getTransfer(buyer.client, transfer.id)).reviewedBy).toEqual([]);

    // The buyer reviews: stored, marked on the transfer, but nobody sees it yet.
    const fromBuyer = ok(await reviewTransfer(buyer.client, transfer.id, { rating: 4, comment: '  Doors as described  ' }), 201);
    expect(fromBuyer).toEqual({
      id: `${transfer.id}-b`,
      transferId: transfer.id,
      rating: 4,
      comment: 'Doors as described',
      from: { id: buyer.user.id, businessName: buyer.fields.businessName },
      role: 'buyer',
      createdAt: expect.any(String),
    });
    expect(answer(await reviewTransfer(buyer.client, transfer.id, { rating: 1 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewedAlready));
    for (const party of [seller, buyer]) expect(ok(await getTransfer(party.client, transfer.id)).reviewedBy).toEqual(['buyer']);
    expect(await published(seller.user.id)).toEqual(NO_REVIEWS);
    expect(await published(buyer.user.id)).toEqual(NO_REVIEWS);
    expect(answer(await replyToReview(seller.client, fromBuyer.id, 'Thanks'))).toEqual(refused(404, TRANSFER_MESSAGES.reviewNotFound));
    expect(await reviewNotices(seller.client, transfer.id)).toEqual([]);

    // The seller reviews too (a comment of the longest length): both are published, each to the business it rates.
    const longest = 'Paid on time. '.repeat(100).slice(0, TRANSFER_LIMITS.reviewCommentMax);
    const fromSeller = ok(await reviewTransfer(seller.client, transfer.id, { rating: 5, comment: longest }), 201);
    expect(fromSeller).toEqual({
      id: `${transfer.id}-s`,
      transferId: transfer.id,
      rating: 5,
      comment: longest.trim(),
      from: { id: seller.user.id, businessName: seller.fields.businessName },
      role: 'seller',
      createdAt: expect.any(String),
      // Written published: the answer says so, and the screen tells the reviewer both are public now.
      publishedAt: fromSeller.createdAt,
    });
    expect(ok(await getTransfer(seller.client, transfer.id)).reviewedBy).toEqual(['buyer', 'seller']);
    expect(await published(seller.user.id)).toEqual({ average: 4, count: 1, items: [{ ...fromBuyer, publishedAt: fromSeller.publishedAt }], nextCursor: null });
    expect(await published(buyer.user.id)).toEqual({ average: 5, count: 1, items: [fromSeller], nextCursor: null });
    expect(await published(stranger.user.id)).toEqual(NO_REVIEWS);
    expect(answer(await reviewTransfer(seller.client, transfer.id, { rating: 1 }))).toEqual(refused(409, TRANSFER_MESSAGES.reviewedAlready));

    // Each reviewed business is told once, from the reviewer's name, in the bell and by mail.
    expect(await dealNotification(seller.client, { event: 'review_published', transferId: transfer.id })).toMatchObject({
      itemId: item.id, name, quantity: 2, businessName: buyer.fields.businessName, threadId: transfer.threadId,
    });
    expect(await dealNotification(buyer.client, { event: 'review_published', transferId: transfer.id })).toMatchObject({ businessName: seller.fields.businessName });
    expect(await reviewNotices(seller.client, transfer.id)).toHaveLength(1);
    expect(await reviewNotices(buyer.client, transfer.id)).toHaveLength(1);
    const mail = (await mailsTo(seller.fields.email)).find((each) => each.subject === `New review: ${name}`);
    expect(mail?.text).toContain(`rated the transfer of 2 "${name}" 4 out of 5: "Doors as described"`);

    // The reviewed business replies, once; nobody else may.
    for (const other of [buyer, stranger]) expect(answer(await replyToReview(other.client, fromBuyer.id, 'Hi'))).toEqual(refused(403, TRANSFER_MESSAGES.notYourReview));
    expect((await replyToReview(seller.client, fromBuyer.id, '   ')).status).toBe(400);
    expect((await replyToReview(seller.client, fromBuyer.id, 'x'.repeat(TRANSFER_LIMITS.replyMax + 1))).status).toBe(400);
    expect(answer(await replyToReview(seller.client, 'not-a-review', 'Hi'))).toEqual(refused(404, TRANSFER_MESSAGES.reviewNotFound));
    expect((await replyToReview(visitor, fromBuyer.id, 'Hi')).status).toBe(401);
    const replied = ok(await replyToReview(seller.client, fromBuyer.id, ' Thank you, come again '));
    expect(replied).toEqual({ ...fromBuyer, publishedAt: fromSeller.publishedAt, reply: { text: 'Thank you, come again', createdAt: expect.any(String) } });
    expect(answer(await replyToReview(seller.client, fromBuyer.id, 'Again'))).toEqual(refused(409, TRANSFER_MESSAGES.repliedAlready));
    expect((await published(seller.user.id)).items).toEqual([replied]);
    expect(ok(await replyToReview(buyer.client, fromSeller.id, 'Likewise'))).toMatchObject({ id: fromSeller.id, reply: { text: 'Likewise' } });
  });

  it('publishes both when the two sides review at the same moment, and averages every published review, newest first, a page at a time', async () => {
    const [seller, buyers] = await Promise.all([signedInBusiness(), businesses(3)]);
    const item = await pricedListing(seller.client, 9, 1_000);
    const transfers = [];
    for (const buyer of buyers) transfers.push(await confirmedTransfer(seller, buyer, item.id, 2));

    // Each buyer and the seller review at once: whichever is second sees the first, and both are published.
    const ratings = [5, 4, 4];
    const written: Review[] = [];
    for (const [index, buyer] of buyers.entries()) {
      const both = await Promise.all([
        reviewTransfer(buyer.client, transfers[index]!.id, { rating: ratings[index] }),
        reviewTransfer(seller.client, transfers[index]!.id, { rating: 3 }),
      ]);
      expect(both.map((response) => response.status), both.map((response) => response.text).join('\n')).toEqual([201, 201]);
      written.push(both[0]!.json);
      expect(await published(buyer.user.id)).toMatchObject({ average: 3, count: 1, items: [{ id: `${transfers[index]!.id}-s`, rating: 3 }] });
    }

    // 13 / 3 to one decimal; newest first, the same page by page.
    const page = await published(seller.user.id);
    expect(page).toMatchObject({ average: 4.3, count: 3, nextCursor: null });
    expect(page.items.map((review) => [review.id, review.rating])).toEqual([...written].reverse().map((review) => [review.id, review.rating]));
    expect(await allReviewIds(seller.user.id, 'limit=1')).toEqual([...written].reverse().map((review) => review.id));
    expect((await published(seller.user.id, 'limit=2')).items).toHaveLength(2);

    for (const query of ['limit=0', 'limit=51', 'cursor=garbage', 'sort=best']) expect((await reviewsOf(visitor, seller.user.id, query)).status, query).toBe(400);
    expect(answer(await reviewsOf(visitor, 999_999_999))).toEqual(refused(404, 'Business not found'));
  });
});

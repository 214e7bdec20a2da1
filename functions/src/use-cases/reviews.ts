import { type DealRole, type Review, type ReviewCreateInput, TRANSFER_MESSAGES } from '@surplus/shared';
import { addToTotalsStep, findReview, findReviewBy, publishReviewStep, reviewIdOf, reviewPut, type ReviewRecord, setReply, toReview } from '../data/deals/reviews';
import { cancellationCodes, type TransactItem, writeTransaction } from '../data/table/transactions';
import { reviewedStep } from '../data/deals/transfer-steps';
import { findTransfer, roleOf, type TransferRecord } from '../data/deals/transfers';
import type { UserRecord } from '../data/users/users';
import { conflict, forbidden, notFound } from '../lib/errors';
import { dealNotificationPut, type DealNotice, mailDealNotice } from './deal-notices';

/** Reads and writes of one review when the other side reviews at the same moment (each retry sees more). */
const REVIEW_ATTEMPTS = 3;

const otherSide = (role: DealRole): DealRole => (role === 'buyer' ? 'seller' : 'buyer');
const hasReviewed = (transfer: TransferRecord, role: DealRole) => Boolean(role === 'buyer' ? transfer.reviewedBuyer : transfer.reviewedSeller);

/** The reviewed business's notice of a published review (a confirmed transfer comes from a hold: it has a thread). */
function publishedNotice(review: ReviewRecord, transfer: TransferRecord): DealNotice | null {
  if (!transfer.threadId) return null;
  return {
    event: 'review_published',
    item: { id: transfer.itemId, name: transfer.itemName },
    threadId: transfer.threadId,
    transferId: transfer.id,
    quantity: transfer.quantity,
    unitPriceCents: transfer.unitPriceCents,
    fromName: review.reviewerName,
  };
}

/**
 * What goes with publishing a review, in its transaction: its rating into the reviewed business's totals and
 * that business's notification. (The review's own publishing is its put or publishReviewStep.)
 */
export function publishedSteps(review: ReviewRecord, transfer: TransferRecord): TransactItem[] {
  const notice = publishedNotice(review, transfer);
  return [
    ...(review.revieweeId !== null ? [addToTotalsStep(review.revieweeId, review.rating)] : []),
    ...(notice ? dealNotificationPut(review.revieweeId, notice) : []),
  ];
}

/** The e-mail of a published review to the reviewed business, once its transaction is written. */
export async function mailReviewPublished(review: ReviewRecord, transfer: TransferRecord): Promise<void> {
  const notice = publishedNotice(review, transfer);
  if (!notice) return;
  const body = `${review.reviewerName} rated the transfer of ${transfer.quantity} "${transfer.itemName}" ${review.rating} out of 5${review.comment ? `: "${review.comment}"` : '.'}`;
  await mailDealNotice(review.revieweeId, notice, body);
}

/**
 * A party's review of a confirmed transfer, once, inside its window. It stays hidden until the other side has
 * reviewed too: then both are published in this transaction (the review, the transfer's mark, the other review,
 * both totals and both notifications). When the other side reviews at the same moment, the transfer's condition
 * fails one of the two: that one reads again and publishes both.
 */
export async function createReview(user: UserRecord, transferId: string, input: ReviewCreateInput): Promise<Review> {
  for (let attempt = 1; ; attempt++) {
    const transfer = await findTransfer(transferId);
    const role = transfer && roleOf(transfer, user.id);
    if (!transfer || !role) throw notFound(TRANSFER_MESSAGES.transferNotFound);
    if (transfer.status !== 'confirmed') throw conflict(TRANSFER_MESSAGES.reviewOnlyConfirmed);
    if (hasReviewed(transfer, role)) throw conflict(TRANSFER_MESSAGES.reviewedAlready);
    const now = new Date().toISOString();
    if (!transfer.reviewBy || transfer.reviewBy <= now) throw conflict(TRANSFER_MESSAGES.reviewWindowClosed);
    const otherReviewed = hasReviewed(transfer, otherSide(role));
    const other = otherReviewed ? await findReviewBy(transfer.id, otherSide(role)) : null;
    const otherToPublish = other && !other.publishedAt ? [other] : [];
    const review: ReviewRecord = {
      id: reviewIdOf(transfer.id, role),
      transferId: transfer.id,
      role,
      reviewerId: user.id,
      reviewerName: user.businessName,
      revieweeId: role === 'buyer' ? transfer.sellerId : transfer.buyerId,
      rating: input.rating,
      ...(input.comment && { comment: input.comment }),
      createdAt: now,
      ...(otherReviewed && { publishedAt: now }),
    };
    try {
      await writeTransaction([
        reviewedStep(transfer, role, otherReviewed, now),
        reviewPut(review),
        ...(otherReviewed ? publishedSteps(review, transfer) : []),
        ...otherToPublish.flatMap((earlier) => [publishReviewStep(earlier, now), ...publishedSteps(earlier, transfer)]),
      ]);
    } catch (error) {
      if (!cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw error;
      // The other side reviewed (or this one did, or the window closed) meanwhile: decide again on what is stored now.
      if (attempt < REVIEW_ATTEMPTS) continue;
      throw conflict('The transfer changed meanwhile: try again');
    }
    if (otherReviewed) await Promise.all([review, ...otherToPublish].map((published) => mailReviewPublished(published, transfer)));
    return toReview(review);
  }
}

/** The reviewed business answers a published review, once. */
export async function replyToReview(user: UserRecord, reviewId: string, text: string): Promise<Review> {
  const review = await findReview(reviewId);
  if (!review?.publishedAt) throw notFound(TRANSFER_MESSAGES.reviewNotFound);
  if (review.revieweeId !== user.id) throw forbidden(TRANSFER_MESSAGES.notYourReview);
  if (review.reply) throw conflict(TRANSFER_MESSAGES.repliedAlready);
  const reply = { text, createdAt: new Date().toISOString() };
  if (!(await setReply(review, reply))) throw conflict(TRANSFER_MESSAGES.repliedAlready);
  return toReview({ ...review, reply });
}

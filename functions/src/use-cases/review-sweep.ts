import { publishReviewStep, reviewsOfTransfer } from '../data/deals/reviews';
import { cancellationCodes, writeTransaction } from '../data/table/transactions';
import { closeReviewWindowStep } from '../data/deals/transfer-steps';
import { reviewWindowsEndingBy, type TransferRecord } from '../data/deals/transfers';
import { logger } from '../lib/logger';
import { mailReviewPublished, publishedSteps } from './reviews';

/** Windows closed per read, and reads per run: a run stays well inside the jobs function's time-out. */
const BATCH = 100;
const BATCHES_MAX = 10;

/**
 * One run of the schedule: every review window that has ended closes, and the reviews written in it that are
 * still hidden (one side reviewed, the other did not) are published with it, their totals and notifications in
 * the same transaction. Reads the sparse index of open windows by end, never a Scan. Answers how many closed.
 */
export async function closeReviewWindows(now: Date): Promise<number> {
  const at = now.toISOString();
  let closed = 0;
  for (let batch = 0; batch < BATCHES_MAX; batch++) {
    const ending = await reviewWindowsEndingBy(at, BATCH);
    const results = await Promise.all(ending.map((transfer) => closeWindow(transfer, at)));
    closed += results.filter(Boolean).length;
    if (ending.length < BATCH) break;
  }
  if (closed > 0) logger.info('Review windows closed', { closed });
  return closed;
}

/** Closes one window and publishes what was written in it; false when another run (or both reviews) did first. */
async function closeWindow(transfer: TransferRecord, at: string): Promise<boolean> {
  const reviews = await reviewsOfTransfer(transfer.id);
  const hidden = reviews.filter((review) => !review.publishedAt);
  try {
    await writeTransaction([
      closeReviewWindowStep(transfer, reviews.map((review) => review.role), at),
      ...hidden.flatMap((review) => [publishReviewStep(review, at), ...publishedSteps(review, transfer)]),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
  await Promise.all(hidden.map((review) => mailReviewPublished(review, transfer)));
  return true;
}

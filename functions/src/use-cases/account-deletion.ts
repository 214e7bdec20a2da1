import { enqueueJob } from '../aws/job-queue';
import { deleteImageWithVariants } from '../aws/images-bucket';
import { deleteImportFilesOf } from '../aws/import-files';
import { inParallel } from '../data/table/batch-write';
import { dropRenameJob } from '../data/users/business-renames';
import { forgetConnectionsOf } from '../data/connections/connections';
import { deleteImpactOf, firstLedgerLinesOf, forgetLedgerParty } from '../data/deals/impact';
import { threadIdsOf } from '../data/inquiries/inbox';
import { leaveThreadsOf } from '../data/inquiries/threads';
import { forgetPartyInDeals } from '../data/deals/offers';
import { deleteItem } from '../data/listings/item-writes';
import { firstOwnItems } from '../data/listings/items';
import { deleteNotificationsOf } from '../data/notifications/notifications';
import { deleteReview, deleteReviewStep, deleteReviewTotalsOf, firstReviewsAbout, forgetReviewer, reviewsOfTransfer } from '../data/deals/reviews';
import { deleteSavedOf } from '../data/saved/saved-items';
import { deleteSavedSearchesOf } from '../data/saved/saved-searches';
import { writeTransaction } from '../data/table/transactions';
import { closeReviewWindowOfGoneStep } from '../data/deals/transfer-steps';
import { firstTransfersOf, forgetTransferParty, roleOf, type TransferRecord } from '../data/deals/transfers';
import { deleteKeys, ownedRecordKeys } from '../data/table/owned-records';
import { deleteUserRecord, findUserById, type UserRecord } from '../data/users/users';
import { activeHoldsOf } from '../data/deals/holds';
import { releaseHold } from './deal-holds';
import { forgetCountsOf } from './rate-limits';
import { HttpError } from '../lib/errors';

/**
 * Ends every active hold where the user is buyer or seller, telling the other party, so its listing can go and
 * its units go back on sale. A hold past its end is left to the sweep.
 */
async function releaseHoldsOf(user: UserRecord): Promise<void> {
  await inParallel(await activeHoldsOf(user.id), async (hold) => {
    try {
      await releaseHold(user, hold.id);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  });
}

/** Listings (with their images) deleted per step of an account deletion. */
export const DELETION_PAGE_SIZE = 100;
/** Transfers (with their ledger lines and reviews), or stray ledger lines or reviews, forgotten per step. */
export const HANDOVER_PAGE_SIZE = 100;

/**
 * Forgets the user on its side of one transfer, so none of its identity stays where the other side reads it,
 * while every figure stays true: first what hangs on the transfer, last the transfer itself, whose leaving the
 * user's list marks it done (a step cut short does it again; every write is safe to repeat).
 * - Its ledger line (confirmed or self-reported) keeps its figures, as the marketplace's counters do.
 * - A review the user wrote keeps its rating (it counts, or will once published, in the other business's average)
 *   without the user's id and name. A review about the user is deleted; a hidden one (the other side reviewed, the
 *   user had not) closes the review window with it: nobody is left to review back, so the window has nothing to wait
 *   for, and its sweep would otherwise wait on the deleted review for good.
 * - The transfer keeps its status and goes on without the user. Where the user sold, the buyer can still confirm
 *   receipt (the units did change hands) or it confirms itself at its confirmBy. Where the user bought, nobody can
 *   confirm it any more: one awaiting confirmation is confirmed by the sweep at its confirmBy as usual
 *   (autoConfirmed); one the user had disputed stays disputed, as the sweep never confirms a dispute (the buyer's
 *   report stands), until its seller cancels it.
 */
async function forgetTransfer(userId: number, record: TransferRecord): Promise<void> {
  const role = roleOf(record, userId);
  // The index lags behind: a transfer the step before forgot may still be read from the user's list.
  if (!role) return;
  const reviews = await reviewsOfTransfer(record.id);
  await Promise.all(
    reviews.map((review) => {
      if (review.role === role) return forgetReviewer(review, userId);
      if (review.publishedAt) return deleteReview(review);
      return writeTransaction([deleteReviewStep(review), closeReviewWindowOfGoneStep(record)]);
    }),
  );
  await forgetLedgerParty(record.id, role, userId);
  await forgetTransferParty(record.id, role, userId);
}

/**
 * One bounded step over the user's part in handovers: a page of the transfers still in its lists (each read leaves
 * them: no step reads them all), else a page of ledger lines, else of published reviews about it, that a
 * confirmation or review wrote from a transfer read just before it was forgotten. False once there is none.
 */
async function forgetHandoversStep(userId: number): Promise<boolean> {
  const transfers = await firstTransfersOf(userId, HANDOVER_PAGE_SIZE);
  if (transfers.length > 0) {
    await inParallel(transfers, (record) => forgetTransfer(userId, record));
    return true;
  }
  const lines = await firstLedgerLinesOf(userId, HANDOVER_PAGE_SIZE);
  if (lines.length > 0) {
    await inParallel(lines, async (line) => {
      const role = roleOf(line, userId);
      if (role) await forgetLedgerParty(line.transferId, role, userId);
    });
    return true;
  }
  const reviews = await firstReviewsAbout(userId, HANDOVER_PAGE_SIZE);
  if (reviews.length > 0) {
    await inParallel(reviews, deleteReview);
    return true;
  }
  return false;
}

/**
 * One step of an account deletion: a page of the listings, one by one through deleteItem (so the counts, the
 * stats and the delete broadcasts are exactly those of deleting them by hand) with their images, then the
 * next step; once none is left, a page of its transfers (forgetTransfer) a step; then everything else and the
 * user's record with its username and e-mail locks, which frees both. Every step is safe to run again.
 */
export async function continueAccountDeletion(userId: number): Promise<void> {
  const user = await findUserById(userId);
  if (!user?.closedAt) return;
  await dropRenameJob(user.id);
  await releaseHoldsOf(user);
  const listings = await firstOwnItems(user.id, DELETION_PAGE_SIZE);
  if (listings.length > 0) {
    await inParallel(listings, async (item) => {
      try {
        await deleteItem(item.id, user.id);
      } catch (error) {
        // The owner index lags behind: a listing this step's read still saw was deleted by the step before.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
      if (item.imageUrl) await deleteImageWithVariants(item.imageUrl);
    });
    await enqueueJob({ kind: 'delete-account', userId });
    return;
  }
  if (await forgetHandoversStep(user.id)) {
    await enqueueJob({ kind: 'delete-account', userId });
    return;
  }
  // Before the threads are left: they say where the user's offers and holds are.
  await inParallel(await threadIdsOf(user.id), (threadId) => forgetPartyInDeals(user.id, threadId));
  await Promise.all([
    deleteSavedOf(user.id),
    deleteSavedSearchesOf(user.id),
    deleteNotificationsOf(user.id),
    leaveThreadsOf(user.id),
    forgetConnectionsOf(user.id),
    forgetCountsOf(user),
    deleteImportFilesOf(user.id),
    // Its business page with its impact and reviews is gone; IMPACT#ALL keeps its share of the figures.
    deleteImpactOf(user.id),
    deleteReviewTotalsOf(user.id),
  ]);
  // Sessions, reset tokens, import records and jobs.
  await deleteKeys(await ownedRecordKeys(user.id));
  await deleteUserRecord(user);
}

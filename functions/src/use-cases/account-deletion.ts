import { enqueueJob } from '../aws/job-queue';
import { deleteImageWithVariants } from '../aws/images-bucket';
import { deleteImportFilesOf } from '../aws/import-files';
import { inParallel } from '../data/batch-write';
import { dropRenameJob } from '../data/business-renames';
import { forgetConnectionsOf } from '../data/connections';
import { leaveThreadsOf, threadIdsOf } from '../data/inquiries';
import { forgetPartyInDeals } from '../data/offers';
import { deleteItem, firstOwnItems } from '../data/items';
import { deleteNotificationsOf } from '../data/notifications';
import { deleteSavedOf } from '../data/saved-items';
import { deleteSavedSearchesOf } from '../data/saved-searches';
import { deleteKeys, ownedRecordKeys } from '../data/user-records';
import { deleteUserRecord, findUserById, type UserRecord } from '../data/users';
import { activeHoldsOf } from '../data/holds';
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

/**
 * One step of an account deletion: a page of the listings, one by one through deleteItem (so the counts, the
 * stats and the delete broadcasts are exactly those of deleting them by hand) with their images, then the
 * next step; once none is left, everything else and the user's record with its username and e-mail locks,
 * which frees both. Every step is safe to run again.
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
  ]);
  // Sessions, reset tokens, import records and jobs.
  await deleteKeys(await ownedRecordKeys(user.id));
  await deleteUserRecord(user);
}

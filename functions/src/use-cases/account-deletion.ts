import { inParallel } from '../data/batch-write';
import { dropRenameJob } from '../data/business-renames';
import { forgetConnectionsOf } from '../data/connections';
import { leaveThreadsOf } from '../data/inquiries';
import { deleteItem, ownItemPages } from '../data/items';
import { deleteNotificationsOf } from '../data/notifications';
import { deleteSavedOf } from '../data/saved-items';
import { deleteSavedSearchesOf } from '../data/saved-searches';
import { deleteKeys, ownedRecordKeys } from '../data/user-records';
import { deleteUserRecord, type UserRecord } from '../data/users';
import { deleteImageWithVariants } from '../aws/images-bucket';
import { forgetCountsOf } from './rate-limits';

/**
 * Everything stored about a user, deleted step by step. Listings go one by one through deleteItem, so the
 * counts, the stats and the delete broadcasts are exactly those of deleting them by hand; their images and
 * variants follow. The user's record goes last, with its username and e-mail locks: until then the account
 * still signs in, so a deletion cut short can be asked for again and finishes the rest.
 */
export async function deleteAccount(user: UserRecord): Promise<void> {
  await dropRenameJob(user.id);
  for await (const page of ownItemPages(user.id)) {
    await inParallel(page, async (item) => {
      await deleteItem(item.id, user.id);
      if (item.imageUrl) await deleteImageWithVariants(item.imageUrl);
    });
  }
  await Promise.all([
    deleteSavedOf(user.id),
    deleteSavedSearchesOf(user.id),
    deleteNotificationsOf(user.id),
    leaveThreadsOf(user.id),
    forgetConnectionsOf(user.id),
    forgetCountsOf(user),
  ]);
  // Sessions (this one too), reset tokens and import records.
  await deleteKeys(await ownedRecordKeys(user.id));
  await deleteUserRecord(user);
}

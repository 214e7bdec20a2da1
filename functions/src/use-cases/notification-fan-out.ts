import type { InventoryItem, UserNotification } from '@surplus/shared';
import { imageVariantUrl, SPEC_FIELDS } from '@surplus/shared';
import { sendToUser } from './user-messages';
import { inParallel } from '../data/batch-write';
import { addNotification, addSearchMatch, type NotificationContent, unreadCount } from '../data/notifications';
import { saversOf } from '../data/saved-items';
import { searchesMatchingEach, searchMatches } from '../data/saved-searches';

/**
 * One listing write as the stream tells it: null before a create, null after a delete. `imported`: written by
 * an import job, whose saved-search alerts are its digest (import-digest.ts), not one per listing.
 */
export interface ListingChange {
  before: InventoryItem | null;
  after: InventoryItem | null;
  imported?: boolean;
}

/**
 * The fields whose change a saver hears about and saved searches are checked again for (not lastUpdated, nor
 * the business fields of a rename).
 */
const DETAIL_FIELDS = ['name', 'itemId', 'description', 'category', 'quantity', 'imageUrl', ...SPEC_FIELDS] as const;
const detailsChanged = (before: InventoryItem, after: InventoryItem) => DETAIL_FIELDS.some((field) => before[field] !== after[field]);
const WRITES_IN_FLIGHT = 8;

/** What a notification says of the listing it is about. */
export const about = (item: InventoryItem) => {
  const thumbnailUrl = item.imageUrl ? imageVariantUrl(item.imageUrl, 'thumb') : null;
  return { itemId: item.id, name: item.name, businessName: item.businessName, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
};

/**
 * The notifications a batch of listing writes causes: a search match for each saved search of another
 * user that a listing matches now and did not before (but for an import's listings), and a change or removal
 * notice to each user who saved a listing (its owner aside).
 */
export async function notifyListingChanges(changes: readonly ListingChange[]): Promise<void> {
  const written = changes.filter((change): change is { before: InventoryItem | null; after: InventoryItem } =>
    change.after !== null && !change.imported && (change.before === null || detailsChanged(change.before, change.after)),
  );
  const matches = await searchesMatchingEach(written.map((change) => change.after));
  // A user whose several searches match one listing hears about it once (addSearchMatch keeps it so across batches).
  const alerted = new Set<string>();
  const notifications: [number, NotificationContent][] = written.flatMap(({ before, after }, index) =>
    (matches[index] ?? [])
      .filter((search) => !before || !searchMatches(search, before))
      .filter((search) => !alerted.has(`${search.userId}:${after.id}`) && alerted.add(`${search.userId}:${after.id}`))
      .map(({ userId, id: searchId, q, category, filters }): [number, NotificationContent] => [
        userId,
        { type: 'search_match', searchId, ...(q ? { q } : {}), ...(category ? { category } : {}), ...(filters ? { filters } : {}), ...about(after) },
      ]),
  );

  const toSavers = changes.filter((change): change is { before: InventoryItem; after: InventoryItem | null } =>
    change.before !== null && (change.after === null || detailsChanged(change.before, change.after)),
  );
  await inParallel(toSavers, async ({ before, after }) => {
    const content: NotificationContent = after
      ? { type: 'saved_item_changed', quantity: after.quantity, ...about(after) }
      : { type: 'saved_item_removed', ...about(before) };
    for (const userId of await saversOf(before.id)) if (userId !== before.userId) notifications.push([userId, content]);
  });

  await inParallel(notifications, ([userId, content]) =>
    content.type === 'search_match' ? addSearchMatch(userId, content) : addNotification(userId, content),
    WRITES_IN_FLIGHT,
  );
}

/** Sends a new notification, with the user's unread count, to the user's connections whose session is alive. */
export async function pushNotification(userId: number, notification: UserNotification): Promise<void> {
  await sendToUser(userId, async () => ({ type: 'notification', notification, unread: await unreadCount(userId) }));
}

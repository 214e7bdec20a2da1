import type { InventoryItem, UserNotification } from '@surplus/shared';
import { imageVariantUrl, isPriced, SPEC_FIELDS } from '@surplus/shared';
import { sendToUser } from './user-messages';
import { inParallel } from '../data/table/batch-write';
import { addNotification, addSearchMatch, type NotificationContent, unreadCount } from '../data/notifications/notifications';
import { saversOf } from '../data/saved/saved-items';
import { searchesMatchingEach, searchMatches } from '../data/saved/saved-searches';

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
/** What saved searches filter on beyond the details: the price and whether anything is available (holds move it). */
const matchingChanged = (before: InventoryItem, after: InventoryItem) =>
  detailsChanged(before, after) ||
  before.priceMode !== after.priceMode ||
  before.unitPriceCents !== after.unitPriceCents ||
  before.availableQuantity > 0 !== after.availableQuantity > 0;

/** A listing's unit price in cents as a buyer pays it (free: 0), or null when it asks for offers. */
const askingCents = (item: InventoryItem) => (item.priceMode === 'free' ? 0 : isPriced(item.priceMode) ? (item.unitPriceCents ?? null) : null);

/** What a saver hears of a change: a price drop, units available again, or other details; nothing else. */
function saverNotice(before: InventoryItem, after: InventoryItem | null): NotificationContent | null {
  if (!after) return { type: 'saved_item_removed', ...about(before) };
  const [was, now] = [askingCents(before), askingCents(after)];
  if (was !== null && now !== null && now < was) return { type: 'saved_item_price_drop', previousCents: was, unitPriceCents: now, ...about(after) };
  if (before.availableQuantity === 0 && after.availableQuantity > 0) return { type: 'saved_item_available', availableQuantity: after.availableQuantity, ...about(after) };
  if (detailsChanged(before, after)) return { type: 'saved_item_changed', quantity: after.quantity, ...about(after) };
  return null;
}
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
    change.after !== null && !change.imported && (change.before === null || matchingChanged(change.before, change.after)),
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

  const toSavers = changes.flatMap((change) => {
    const content = change.before ? saverNotice(change.before, change.after) : null;
    return change.before && content ? [{ before: change.before, content }] : [];
  });
  await inParallel(toSavers, async ({ before, content }) => {
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

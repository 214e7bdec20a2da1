import type { InventoryItem, UserNotification } from '@surplus/shared';
import { imageVariantUrl } from '@surplus/shared';
import { sendToConnection } from './connections-api';
import { signedInUser } from './signed-in-user';
import { userConnections } from '../data/connections';
import { addNotification, addSearchMatch, type NotificationContent, unreadCount } from '../data/notifications';
import { saversOf } from '../data/saved-items';
import { searchesMatching, searchMatches } from '../data/saved-searches';

/** The fields whose change a saver hears about (not lastUpdated, nor the business fields of a rename). */
const DETAIL_FIELDS = ['name', 'itemId', 'description', 'category', 'quantity', 'imageUrl'] as const;
const detailsChanged = (before: InventoryItem, after: InventoryItem) => DETAIL_FIELDS.some((field) => before[field] !== after[field]);

const about = (item: InventoryItem) => {
  const thumbnailUrl = item.imageUrl ? imageVariantUrl(item.imageUrl, 'thumb') : null;
  return { itemId: item.id, name: item.name, businessName: item.businessName, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
};

/**
 * The notifications one listing write causes: a search match for each saved search of another user that
 * the listing matches now and did not before, and a change or removal notice to each user who saved it
 * (its owner aside).
 */
export async function itemEvents(before: InventoryItem | null, after: InventoryItem | null): Promise<void> {
  const writes: Promise<unknown>[] = [];
  if (after && (!before || detailsChanged(before, after))) {
    for (const search of await searchesMatching(after)) {
      if (before && searchMatches(search, before)) continue;
      const { id: searchId, q, category } = search;
      writes.push(addSearchMatch(search.userId, { type: 'search_match', searchId, ...(q ? { q } : {}), ...(category ? { category } : {}), ...about(after) }));
    }
  }
  const savedItem = before ?? after;
  if (before && (!after || detailsChanged(before, after)) && savedItem) {
    const content: NotificationContent = after ? { type: 'saved_item_changed', quantity: after.quantity, ...about(after) } : { type: 'saved_item_removed', ...about(before) };
    for (const userId of await saversOf(savedItem.id)) if (userId !== savedItem.userId) writes.push(addNotification(userId, content));
  }
  await Promise.all(writes);
}

/** Sends a new notification, with the user's unread count, to the user's connections whose session is alive. */
export async function pushNotification(userId: number, notification: UserNotification): Promise<void> {
  const connections = await userConnections(userId);
  if (connections.length === 0) return;
  const alive = new Map<string, Promise<boolean>>();
  const sessionAlive = (hash: string) => {
    if (!alive.has(hash)) alive.set(hash, signedInUser({ hash }).then((user) => user?.id === userId));
    return alive.get(hash)!;
  };
  const unread = await unreadCount(userId);
  await Promise.all(
    connections.map(async (connection) => {
      if (await sessionAlive(connection.sessionHash)) await sendToConnection(connection.connectionId, { type: 'notification', notification, unread });
    }),
  );
}

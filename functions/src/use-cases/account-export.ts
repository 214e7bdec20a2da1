import type { ThreadMessages } from '../data/inquiries/messages';
import type { InventoryItem, SavedSearch, User, UserNotification } from '@surplus/shared';
import { threadsForExport } from '../data/inquiries/messages';
import { queryPages } from '../data/table/client';
import { transferredPartition } from '../data/listings/keys';
import { type ItemRecord, ownItemPages, toItem } from '../data/listings/items';
import { notificationsOf } from '../data/notifications/notifications';
import { savedOf } from '../data/saved/saved-items';
import { listSavedSearches } from '../data/saved/saved-searches';
import { toPublicUser, type UserRecord } from '../data/users/users';

export interface AccountExport {
  exportedAt: string;
  profile: User & { memberSince: string };
  listings: InventoryItem[];
  saved: { id: number; savedAt: string }[];
  savedSearches: SavedSearch[];
  notifications: UserNotification[];
  inquiries: ThreadMessages[];
}

/** Everything stored about the user, as the account export gives it: never the password hash or a token. */
export async function exportAccount(user: UserRecord): Promise<AccountExport> {
  const listings: InventoryItem[] = [];
  for await (const page of ownItemPages(user.id)) listings.push(...page);
  // Listings all transferred left the owner's lists for a partition of their own (listings/transferred.ts).
  const transferred = queryPages<ItemRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': transferredPartition(user.id) },
    ScanIndexForward: false,
  });
  for await (const page of transferred) listings.push(...page.map(toItem));
  const [saved, savedSearches, notifications, inquiries] = await Promise.all([
    savedOf(user.id),
    listSavedSearches(user.id),
    notificationsOf(user.id),
    threadsForExport(user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...toPublicUser(user), memberSince: user.createdAt },
    listings,
    saved,
    savedSearches,
    notifications,
    inquiries,
  };
}

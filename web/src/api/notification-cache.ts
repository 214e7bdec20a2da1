import type { NotificationPage, UserNotification } from '@surplus/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

type PageChange = (page: NotificationPage, firstPage: boolean) => NotificationPage;

/** Applies `change` to every cached notification page (`firstPage`: the newest one, without a cursor). */
export function updateNotificationPages(queryClient: QueryClient, change: PageChange): void {
  for (const [queryKey, page] of queryClient.getQueriesData<NotificationPage>({ queryKey: queryKeys.notifications })) {
    if (!page) continue;
    const cursor = (queryKey[2] as { cursor?: string } | undefined)?.cursor;
    queryClient.setQueryData(queryKey, change(page, cursor === undefined));
  }
}

/** A live notification: first on the newest page (once), and the server's unread count everywhere. */
export function addLiveNotification(queryClient: QueryClient, notification: UserNotification, unread: number): void {
  updateNotificationPages(queryClient, (page, firstPage) => ({
    ...page,
    unread,
    items: firstPage && !page.items.some((item) => item.id === notification.id) ? [notification, ...page.items] : page.items,
  }));
}

/** The unread count the cache knows: the newest page's. */
export function cachedUnread(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<NotificationPage>(queryKeys.notificationPage(undefined))?.unread;
}

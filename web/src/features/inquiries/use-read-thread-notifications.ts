import type { NotificationPage } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useMarkNotificationsRead } from '../../api/mark-notifications-read';

/**
 * Reading a conversation reads the bell's notifications of its messages and deal events too: the unread ones of this thread
 * among the notifications on hand are marked read, each time a message arrives while it is open.
 */
export function useReadThreadNotifications(threadId: string, messageCount: number | undefined) {
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationsRead();
  useEffect(() => {
    if (messageCount === undefined) return;
    const ids = queryClient
      .getQueriesData<NotificationPage>({ queryKey: queryKeys.notifications })
      .flatMap(([, page]) => page?.items ?? [])
      .filter((notification) => (notification.type === 'inquiry_message' || notification.type === 'deal') && notification.threadId === threadId && !notification.read)
      .map((notification) => notification.id);
    if (ids.length > 0) markRead.mutate({ ids });
    // markRead is new on every render; a new message is what calls for another look.
  }, [threadId, messageCount, queryClient]);
}

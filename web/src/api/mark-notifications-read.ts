import type { NotificationsRead } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from './client';
import { queryKeys } from './query-keys';
import { updateNotificationPages } from './notification-cache';

/** POST /api/notifications/read: some by id, or all; answers the unread count left. */
export const markNotificationsRead = (body: NotificationsRead) => apiSend<{ unread: number }>('POST', '/api/notifications/read', body);

/** Marks read at once in every cached page; the server's count then replaces the guess. An error reloads. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (body: NotificationsRead) => {
      const ids = 'ids' in body ? new Set(body.ids) : null;
      // Counted once over all pages: a notification lies on one page only.
      let newlyRead = 0;
      updateNotificationPages(queryClient, (page) => ({
        ...page,
        items: page.items.map((item) => {
          if (item.read || (ids && !ids.has(item.id))) return item;
          newlyRead++;
          return { ...item, read: true };
        }),
      }));
      updateNotificationPages(queryClient, (page) => ({ ...page, unread: ids ? Math.max(0, page.unread - newlyRead) : 0 }));
    },
    onSuccess: ({ unread }) => updateNotificationPages(queryClient, (page) => ({ ...page, unread })),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

import type { UserNotification } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { useNavigate } from 'react-router';
import { useToast } from './use-toast';
import { addLiveNotification } from '../api/notification-cache';
import { notificationPath, notificationToastDescription, notificationToastTitle } from '../lib/notification-text';

/**
 * What a live `notification` message does: the bell's count and the newest page take it from the message
 * (no refetch), and a toast tells of it with a way to the listing.
 */
export function useLiveNotification() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return (notification: UserNotification, unread: number) => {
    addLiveNotification(queryClient, notification, unread);
    if (notification.type === 'inquiry_message') void queryClient.invalidateQueries({ queryKey: queryKeys.inquiries });
    if (notification.type === 'deal') {
      // The other party moved the deal: its conversation, the holds and the listing's availability are new.
      for (const queryKey of [queryKeys.inquiries, queryKeys.holds, queryKeys.item(notification.itemId)]) void queryClient.invalidateQueries({ queryKey });
    }
    toast({
      title: notificationToastTitle(notification),
      description: notificationToastDescription(notification),
      actions: [{ label: 'View', onClick: () => navigate(notificationPath(notification)) }],
    });
  };
}

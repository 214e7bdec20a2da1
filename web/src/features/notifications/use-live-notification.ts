import type { UserNotification } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../toasts/toast-context';
import { addLiveNotification } from './api/notification-cache';
import { notificationToastTitle } from './notification-text';

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
    toast({
      title: notificationToastTitle(notification),
      description: notification.businessName,
      actions: [{ label: 'View', onClick: () => navigate(`/item/${notification.itemId}`) }],
    });
  };
}

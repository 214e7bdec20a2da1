import type { UserNotification } from '@surplus/shared';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead } from '../../api/mark-notifications-read';
import { notificationPath } from '../../lib/notification-text';

/** Opening a notification marks it read (when it is not yet) and goes to its listing or conversation. */
export function useOpenNotification() {
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  return (notification: UserNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    navigate(notificationPath(notification));
  };
}

/** What other features use of notifications: they import it from here, never from its folders. */
export { useMarkNotificationsRead } from './api/mark-read';
export { NotificationBell } from './components/NotificationBell';
export { useLiveNotification } from './use-live-notification';

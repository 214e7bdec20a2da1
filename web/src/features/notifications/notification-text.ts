import type { UserNotification } from '@surplus/shared';
import { searchLabel } from '../saved/saved-search';

/** One notification as two lines: what happened, and the listing it happened to. */
export function notificationLines(notification: UserNotification): { primary: string; secondary: string } {
  switch (notification.type) {
    case 'search_match':
      return { primary: `New match for "${searchLabel(notification)}"`, secondary: `${notification.name} · ${notification.businessName}` };
    case 'saved_item_changed':
      return { primary: `${notification.name} changed: ${notification.quantity} left`, secondary: notification.businessName };
    case 'saved_item_removed':
      return { primary: `${notification.name} was removed`, secondary: notification.businessName };
  }
}

/** The toast of a notification that arrives while the page is open. */
export function notificationToastTitle(notification: UserNotification): string {
  return notification.type === 'search_match'
    ? `New match for "${searchLabel(notification)}": ${notification.name}`
    : notificationLines(notification).primary;
}

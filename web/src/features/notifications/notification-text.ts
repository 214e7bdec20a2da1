import type { UserNotification } from '@surplus/shared';
import { searchLabel } from '../saved';

/** One notification as two lines: what happened, and the listing it happened to. */
export function notificationLines(notification: UserNotification): { primary: string; secondary: string } {
  switch (notification.type) {
    case 'search_match':
      return { primary: `New match for "${searchLabel(notification)}"`, secondary: `${notification.name} · ${notification.businessName}` };
    case 'saved_item_changed':
      return { primary: `${notification.name} changed: ${notification.quantity} left`, secondary: notification.businessName };
    case 'saved_item_removed':
      return { primary: `${notification.name} was removed`, secondary: notification.businessName };
    case 'inquiry_message':
      return { primary: `${notification.businessName} about ${notification.name}`, secondary: notification.preview };
  }
}

/** Where opening a notification goes: the conversation of a message, else the listing. */
export const notificationPath = (notification: UserNotification) =>
  notification.type === 'inquiry_message' ? `/inbox/${notification.threadId}` : `/item/${notification.itemId}`;

/** The toast of a notification that arrives while the page is open. */
export function notificationToastTitle(notification: UserNotification): string {
  if (notification.type === 'search_match') return `New match for "${searchLabel(notification)}": ${notification.name}`;
  if (notification.type === 'inquiry_message') return `New message from ${notification.businessName}`;
  return notificationLines(notification).primary;
}

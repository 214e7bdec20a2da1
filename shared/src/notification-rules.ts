/** Notifications are deleted (DynamoDB TTL) this long after they are made. */
export const NOTIFICATION_TTL_DAYS = 90;
export const NOTIFICATION_TYPES = ['search_match', 'saved_item_changed', 'saved_item_removed', 'inquiry_message', 'deal', 'saved_item_price_drop', 'saved_item_available'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

import type { InventoryItem } from '@surplus/shared';
import { displayItemId } from './format';

export const CONTACT_UNAVAILABLE = {
  title: 'Contact information unavailable',
  description: "The business hasn't provided contact information.",
  variant: 'destructive',
} as const;

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/** Quick view and table: 'Inquiry about {name} ({itemId})'. */
export const itemInquiryHref = (item: InventoryItem, to: string) =>
  mailto(to, `Inquiry about ${item.name} (${displayItemId(item)})`);

/** Detail page: the same subject plus a body asking about availability and pick-up or delivery. */
export const itemDetailInquiryHref = (item: InventoryItem, to: string) =>
  mailto(
    to,
    `Inquiry about ${item.name} (${displayItemId(item)})`,
    `Hello ${item.businessName},\n\nI saw your listing "${item.name}" (${displayItemId(item)}) on the Surplus Doors Marketplace. ` +
      'Is it still available? Please let me know whether pick-up or delivery is possible, and the price.\n\nThank you.',
  );

/** By Business tab: 'Surplus Inventory Inquiry'. */
export const businessInquiryHref = (to: string) => mailto(to, 'Surplus Inventory Inquiry');

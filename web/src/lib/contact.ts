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

/** The detail page's message to a business: asks about availability and pick-up or delivery. */
export const itemInquiryBody = (item: InventoryItem) =>
  `Hello ${item.businessName},\n\nI saw your listing "${item.name}" (${displayItemId(item)}) on the Surplus Doors Marketplace. ` +
  'Is it still available? Please let me know whether pick-up or delivery is possible, and the price.\n\nThank you.';

/** Detail page: the same subject plus itemInquiryBody. */
export const itemDetailInquiryHref = (item: InventoryItem, to: string) =>
  mailto(to, `Inquiry about ${item.name} (${displayItemId(item)})`, itemInquiryBody(item));

/** By Business tab: 'Surplus Inventory Inquiry'. */
export const businessInquiryHref = (to: string) => mailto(to, 'Surplus Inventory Inquiry');

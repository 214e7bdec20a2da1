import { type DealEvent, formatCents, type DealNotification, type SearchMatchNotification, type UserNotification } from '@surplus/shared';
import { countLabel, unitsLabel } from './format';
import { savedSearchUrl, searchLabel } from './saved-search';

/** An import's digest of new matches for one saved search (`count` listings), rather than one listing. */
const isDigest = (notification: UserNotification): notification is SearchMatchNotification & { count: number } =>
  notification.type === 'search_match' && notification.count !== undefined && notification.count > 1;

/** "12 new listings match your saved search "insulated"". */
const digestTitle = (notification: SearchMatchNotification & { count: number }) =>
  `${countLabel(notification.count)} new listings match your saved search "${searchLabel(notification)}"`;

/** "Roll-up door 0 and 11 more": the first match of a digest, and how many others. */
const digestListings = (notification: SearchMatchNotification & { count: number }) =>
  `${notification.name} and ${countLabel(notification.count - 1)} more`;

/** What the other party of a deal did, or a hold's clock: "Acme Doors offered 3 units at $120 each". */
function dealTitle(notification: DealNotification): string {
  const { businessName: other, quantity, unitPriceCents } = notification;
  const terms = `${unitsLabel(quantity)} at ${unitPriceCents === 0 ? 'no charge' : `${formatCents(unitPriceCents)} each`}`;
  const units = unitsLabel(quantity);
  switch (notification.event) {
    case 'offer_received':
      return `${other} offered ${terms}`;
    case 'offer_countered':
      return `${other} countered: ${terms}`;
    case 'offer_accepted':
      return `${other} accepted your offer: ${terms}`;
    case 'offer_declined':
      return `${other} declined your offer of ${terms}`;
    case 'offer_withdrawn':
      return `${other} withdrew their offer of ${terms}`;
    case 'hold_made':
      return `${other} reserved ${units}`;
    case 'hold_released':
      return `${other} released the hold on ${units}`;
    case 'hold_extended':
      return `${other} extended the hold on ${units}`;
    case 'hold_expiring':
      return `The hold on ${units} ends within a day`;
    case 'hold_expired':
      return `The hold on ${units} has expired`;
    case 'handed_over':
      return `${other} handed over ${units}: confirm when received`;
    case 'transfer_confirmed':
      return `${other} confirmed receipt of ${units}`;
    case 'transfer_auto_confirmed':
      return `The handover of ${units} was confirmed automatically`;
    case 'transfer_disputed':
      return `${other} reported a problem with the handover of ${units}`;
    case 'transfer_cancelled':
      return `${other} cancelled the handover of ${units}`;
    case 'review_published':
      return `New review from ${other}`;
  }
}

/**
 * Where a handover event is answered: the Deals page, on the tab of the side it tells (a receipt confirmed or a
 * problem reported is the seller's news; a handover or its cancellation the buyer's; either side gets the others).
 */
const TRANSFER_PATHS: Partial<Record<DealEvent, string>> = {
  handed_over: '/deals',
  transfer_cancelled: '/deals',
  transfer_confirmed: '/deals?tab=selling',
  transfer_disputed: '/deals?tab=selling',
  transfer_auto_confirmed: '/deals',
  review_published: '/deals',
};

/** One notification as two lines: what happened, and the listing it happened to (the first of a digest's). */
export function notificationLines(notification: UserNotification): { primary: string; secondary: string } {
  if (isDigest(notification)) return { primary: digestTitle(notification), secondary: `${digestListings(notification)} · ${notification.businessName}` };
  switch (notification.type) {
    case 'search_match':
      return { primary: `New match for "${searchLabel(notification)}"`, secondary: `${notification.name} · ${notification.businessName}` };
    case 'saved_item_changed':
      return { primary: `${notification.name} changed: ${notification.quantity} left`, secondary: notification.businessName };
    case 'saved_item_removed':
      return { primary: `${notification.name} was removed`, secondary: notification.businessName };
    case 'inquiry_message':
      return { primary: `${notification.businessName} about ${notification.name}`, secondary: notification.preview };
    case 'deal':
      return { primary: dealTitle(notification), secondary: `${notification.name} · ${notification.businessName}` };
    case 'saved_item_price_drop':
      return {
        primary: `${notification.name} dropped to ${formatCents(notification.unitPriceCents)} each`,
        secondary: `Was ${formatCents(notification.previousCents)} · ${notification.businessName}`,
      };
    case 'saved_item_available':
      return { primary: `${notification.name} is available again: ${unitsLabel(notification.availableQuantity)}`, secondary: notification.businessName };
  }
}

/**
 * Where opening a notification goes: the conversation of a message or a deal event (the Deals page for a handover's),
 * the saved search of a digest, else the listing (a saved listing's price drop or new availability among them).
 */
export function notificationPath(notification: UserNotification): string {
  if (notification.type === 'deal' && TRANSFER_PATHS[notification.event]) return TRANSFER_PATHS[notification.event]!;
  if (notification.type === 'inquiry_message' || notification.type === 'deal') return `/inbox/${notification.threadId}`;
  if (isDigest(notification)) return savedSearchUrl(notification);
  return `/item/${notification.itemId}`;
}

/** The toast of a notification that arrives while the page is open. */
export function notificationToastTitle(notification: UserNotification): string {
  if (isDigest(notification)) return digestTitle(notification);
  if (notification.type === 'search_match') return `New match for "${searchLabel(notification)}": ${notification.name}`;
  if (notification.type === 'inquiry_message') return `New message from ${notification.businessName}`;
  return notificationLines(notification).primary;
}

/** The toast's second line: a message's first words, the listings of a digest, a deal's listing, else the business. */
export function notificationToastDescription(notification: UserNotification): string {
  if (notification.type === 'inquiry_message') return notification.preview;
  if (notification.type === 'deal') return notification.name;
  if (isDigest(notification)) return `${digestListings(notification)} · ${notification.businessName}`;
  return notification.businessName;
}

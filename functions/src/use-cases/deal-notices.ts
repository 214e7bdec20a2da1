import { type DealEvent, formatCents, imageVariantUrl, type InventoryItem } from '@surplus/shared';
import type { ThreadLine } from '../data/inquiries/messages';
import type { HoldRecord } from '../data/deals/holds';
import { type NotificationContent, notificationPut } from '../data/notifications/notifications';
import type { TransactItem } from '../data/table/transactions';
import { findUserById } from '../data/users/users';
import { mailInquiry } from './inquiry-mail';

/** What a deal notice is about: the listing, the thread, the offer or hold, and its terms. */
export interface DealNotice {
  event: DealEvent;
  item: Pick<InventoryItem, 'id' | 'name' | 'imageUrl'>;
  threadId: string;
  offerId?: string;
  holdId?: string;
  transferId?: string;
  quantity: number;
  unitPriceCents: number;
  /** The business that acted (for the sweep's notices: the other party of the recipient). */
  fromName: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
export const dealDate = (iso: string) => dayFormat.format(new Date(iso));

/** "3 at $120 each ($360)". */
export const terms = (quantity: number, unitPriceCents: number) =>
  `${quantity} at ${formatCents(unitPriceCents)} each (${formatCents(quantity * unitPriceCents)})`;

const SUBJECTS: Record<DealEvent, (item: string) => string> = {
  offer_received: (item) => `New offer for ${item}`,
  offer_countered: (item) => `Counter-offer for ${item}`,
  offer_accepted: (item) => `Offer accepted: ${item}`,
  offer_declined: (item) => `Offer declined: ${item}`,
  offer_withdrawn: (item) => `Offer withdrawn: ${item}`,
  hold_made: (item) => `${item} reserved`,
  hold_released: (item) => `Hold released: ${item}`,
  hold_extended: (item) => `Hold extended: ${item}`,
  hold_expiring: (item) => `Hold ends within a day: ${item}`,
  hold_expired: (item) => `Hold expired: ${item}`,
  handed_over: (item) => `Handed over: ${item}`,
  transfer_confirmed: (item) => `Receipt confirmed: ${item}`,
  transfer_auto_confirmed: (item) => `Transfer confirmed: ${item}`,
  transfer_disputed: (item) => `Problem reported: ${item}`,
  transfer_cancelled: (item) => `Transfer cancelled: ${item}`,
  review_published: (item) => `New review: ${item}`,
};

/** The thread line of a deal event. */
export const dealLine = (notice: DealNotice, body: string): ThreadLine => ({
  body,
  event: notice.event,
  ...(notice.offerId && { offerId: notice.offerId }),
  ...(notice.holdId && { holdId: notice.holdId }),
});

/** A notice about a hold, from `fromName`. */
export const holdNotice = (hold: HoldRecord, event: DealEvent, fromName: string): DealNotice => ({
  event,
  item: { id: hold.itemId, name: hold.itemName },
  threadId: hold.threadId,
  holdId: hold.id,
  quantity: hold.quantity,
  unitPriceCents: hold.unitPriceCents,
  fromName,
});

/** The bell notification of a deal event. */
export function dealNotification(notice: DealNotice): Extract<NotificationContent, { type: 'deal' }> {
  const thumbnailUrl = notice.item.imageUrl ? imageVariantUrl(notice.item.imageUrl, 'thumb') : null;
  return {
    type: 'deal',
    event: notice.event,
    threadId: notice.threadId,
    ...(notice.offerId && { offerId: notice.offerId }),
    ...(notice.holdId && { holdId: notice.holdId }),
    ...(notice.transferId && { transferId: notice.transferId }),
    quantity: notice.quantity,
    unitPriceCents: notice.unitPriceCents,
    itemId: notice.item.id,
    name: notice.item.name,
    businessName: notice.fromName,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
  };
}

/** The bell notification of a deal event, written in the same transaction as the event. */
export const dealNotificationPut = (recipientId: number | null, notice: DealNotice): TransactItem[] =>
  recipientId === null ? [] : [notificationPut(recipientId, dealNotification(notice))];

/** The e-mail of a deal event (with the one-click unsubscribe of inquiry mail), after the event is stored. */
export async function mailDealNotice(recipientId: number | null, notice: DealNotice, body: string): Promise<void> {
  if (recipientId === null) return;
  const recipient = await findUserById(recipientId);
  if (!recipient) return;
  await mailInquiry(recipient, { threadId: notice.threadId, itemName: notice.item.name, senderName: notice.fromName, body, subject: SUBJECTS[notice.event](notice.item.name) });
}

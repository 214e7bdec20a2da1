import { imageVariantUrl, type InventoryItem } from '@surplus/shared';
import type { SentMessage } from '../data/inquiries/messages';
import { addNotification } from '../data/notifications/notifications';
import { findUserById, type UserRecord } from '../data/users/users';
import { mailInquiry } from './inquiry-mail';

const PREVIEW_LENGTH = 140;

/**
 * What a new inquiry message sets off for its recipient: a notification (pushed live to their sockets by
 * the notifier stream consumer) and an e-mail, unless they unsubscribed.
 */
export async function deliverInquiryMessage(sender: UserRecord, sent: SentMessage, item: Pick<InventoryItem, 'id' | 'name' | 'imageUrl'>, body: string): Promise<void> {
  if (sent.recipientId === null) return;
  const recipient = await findUserById(sent.recipientId);
  if (!recipient) return;
  const thumbnailUrl = item.imageUrl ? imageVariantUrl(item.imageUrl, 'thumb') : null;
  await Promise.all([
    addNotification(recipient.id, {
      type: 'inquiry_message',
      threadId: sent.threadId,
      itemId: item.id,
      name: item.name,
      businessName: sender.businessName,
      preview: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body,
      ...(thumbnailUrl ? { thumbnailUrl } : {}),
    }),
    mailInquiry(recipient, { threadId: sent.threadId, itemName: item.name, senderName: sender.businessName, body }),
  ]);
}

import { parseId } from '@surplus/shared';
import type { UserRecord } from '../data/users';
import { siteUrl } from '../lib/app-url';
import { hmac, safeEqual } from '../lib/crypto';
import { logger } from '../lib/logger';
import { sendMail } from '../aws/mail';
import { signingKey } from '../aws/signing-key';

const PURPOSE = 'unsubscribe-inquiries';

/** `<userId>.<signature>`: names the user whose inquiry e-mails it stops; it cannot be made for another. */
export async function unsubscribeToken(userId: number): Promise<string> {
  return `${userId}.${hmac(await signingKey(), `${PURPOSE}.${userId}`)}`;
}

/** The user a valid token names, or null. */
export async function userOfUnsubscribeToken(token: string): Promise<number | null> {
  const match = /^(\d+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = parseId(match?.[1]);
  if (!match || userId === null) return null;
  return safeEqual(match[2] as string, hmac(await signingKey(), `${PURPOSE}.${userId}`)) ? userId : null;
}

export interface InquiryMail {
  threadId: string;
  itemName: string;
  senderName: string;
  body: string;
}

/**
 * Tells `recipient` of a new inquiry message, unless they unsubscribed. The message is stored already, so
 * a mail that cannot be sent is logged rather than failing the call; the inbox still has it.
 */
export async function mailInquiry(recipient: UserRecord, mail: InquiryMail): Promise<void> {
  if (recipient.inquiryMail === false) return;
  try {
    const base = await siteUrl();
    const token = encodeURIComponent(await unsubscribeToken(recipient.id));
    await sendMail(
      recipient.email,
      `New message about ${mail.itemName}`,
      `Hello ${recipient.businessName},\n\n${mail.senderName} sent you a message about "${mail.itemName}":\n\n` +
        `${mail.body}\n\nRead and reply on Surplus Doors: ${base}/inbox/${mail.threadId}\n\n` +
        `Stop e-mails about messages (they still arrive in your inbox): ${base}/unsubscribe?token=${token}\n`,
      { 'List-Unsubscribe': `<${base}/api/mail/unsubscribe?token=${token}>` },
    );
  } catch (error) {
    logger.error('Inquiry e-mail not sent', { error, threadId: mail.threadId });
  }
}

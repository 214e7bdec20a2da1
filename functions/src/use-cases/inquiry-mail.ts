import { ONE_CLICK_UNSUBSCRIBE, parseId } from '@surplus/shared';
import { findUserById, stopInquiryMail, type UserRecord } from '../data/users/users';
import { badRequest } from '../lib/errors';
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

/** What both unsubscribe routes do: stop the inquiry e-mails of the user a valid token names. */
export async function unsubscribeByToken(token: string): Promise<void> {
  const userId = await userOfUnsubscribeToken(token);
  if (userId === null || !(await findUserById(userId))) throw badRequest('This unsubscribe link is not valid');
  await stopInquiryMail(userId);
}

export interface InquiryMail {
  threadId: string;
  itemName: string;
  senderName: string;
  body: string;
  /** `New message about <item>` unless given. */
  subject?: string;
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
      mail.subject ?? `New message about ${mail.itemName}`,
      `Hello ${recipient.businessName},\n\n${mail.senderName} sent you a message about "${mail.itemName}":\n\n` +
        `${mail.body}\n\nRead and reply on Surplus Doors: ${base}/inbox/${mail.threadId}\n\n` +
        `Stop e-mails about messages (they still arrive in your inbox): ${base}/unsubscribe?token=${token}\n`,
      // RFC 8058: mail clients unsubscribe with one POST of ONE_CLICK_UNSUBSCRIBE to that URL.
      { 'List-Unsubscribe': `<${base}/api/mail/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE },
    );
  } catch (error) {
    logger.error('Inquiry e-mail not sent', { error, threadId: mail.threadId });
  }
}

import type { DealEvent, Hold, Offer } from '../deals';
import * as z from 'zod/mini';
import { integer, maxLength, minLength } from './zod';

export const INQUIRY_MESSAGE_MAX = 2000;
/** New messages and new threads one user may send per hour (429 past either). */
export const INQUIRY_LIMITS = { messagesPerHour: 30, threadsPerHour: 10 } as const;
export const INQUIRY_MESSAGES_THROTTLED = `You can send at most ${INQUIRY_LIMITS.messagesPerHour} messages an hour. Please try again later.`;
export const INQUIRY_THREADS_THROTTLED = `You can start at most ${INQUIRY_LIMITS.threadsPerHour} new conversations an hour. Please try again later.`;
export const INQUIRY_OWN_LISTING = 'You cannot ask about your own listing';
/** What a thread shows for a party whose account was deleted. */
export const DELETED_BUSINESS = 'deleted business';

const message = z
  .string({ error: (issue) => (issue.input === undefined ? 'Message is required' : undefined) })
  .check(z.trim(), minLength(1, 'Message is required'), maxLength(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`));
const LISTING_ID = 'Listing must be a listing id';

/** Body of POST /api/inquiries: a question about a listing, to its business. */
export const inquiryCreateSchema = z.strictObject({
  itemId: z
    .number({ error: (issue) => (issue.input === undefined ? 'Listing is required' : LISTING_ID) })
    .check(integer(LISTING_ID), z.positive(LISTING_ID)),
  message,
});
export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;

/** Body of POST /api/inquiries/{id}/messages. */
export const inquiryMessageSchema = z.strictObject({ message });

/** Query string of GET and POST /api/mail/unsubscribe. */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().check(minLength(1, 'Token is required'), maxLength(512)) });

/** The form body a mail client posts for one-click unsubscribe (RFC 8058), also sent as the List-Unsubscribe-Post header. */
export const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

/** Body of POST /api/mail/unsubscribe (application/x-www-form-urlencoded), as an object of its fields. */
export const oneClickUnsubscribeSchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: `The body must be ${ONE_CLICK_UNSUBSCRIBE}` }),
});

export type InquiryRole = 'buyer' | 'seller';

export interface InquiryListing {
  id: number;
  name: string;
  imageUrl?: string;
}

/** One thread in the caller's inbox. */
export interface InquirySummary {
  id: string;
  item: InquiryListing;
  otherParty: { id: number | null; businessName: string };
  role: InquiryRole;
  lastMessage: string;
  updatedAt: string;
  unread: boolean;
}

/** GET /api/inquiries: newest activity first; `unreadThreads` counts all of the caller's unread threads. */
export interface InquiryPage {
  items: InquirySummary[];
  unreadThreads: number;
  nextCursor: string | null;
}

export interface InquiryMessage {
  id: string;
  from: 'me' | 'them';
  body: string;
  sentAt: string;
  /** A line the thread writes itself for a deal event (an offer made or answered, a hold made or ended). */
  event?: DealEvent;
  offerId?: string;
  holdId?: string;
}

/** GET /api/inquiries/{id}: the thread with every message, oldest first, and its offers and holds, newest first. */
export interface InquiryThread extends InquirySummary {
  messages: InquiryMessage[];
  offers: Offer[];
  holds: Hold[];
}

export const INQUIRY_MAIL_STOPPED = 'You will no longer get e-mails about messages. New messages still arrive in your inbox.';

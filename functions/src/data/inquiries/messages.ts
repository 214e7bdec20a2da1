import type { DealEvent, InquiryMessage, InquiryRole, InquiryThread } from '@surplus/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inParallel } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { type TransactItem, writeTransaction } from '../table/transactions';
import { activityUpdate, findView, INQUIRY_NOT_FOUND, type ThreadView, toSummary, viewsOf } from './inbox';
import { viewKey } from './keys';

/**
 * The lines of a thread (its messages and deal events), oldest first, and the steps that add one; each names the
 * sender's role, never a user id.
 *
 * | access pattern                          | index | partition key              | sort key                     |
 * |-----------------------------------------|-------|----------------------------|------------------------------|
 * | a thread's messages, oldest first       | table | THREAD#<threadId>          | MSG#<time-ordered id>        |
 */
const threadPartition = (threadId: string) => `THREAD#${threadId}`;

/** Base-36 milliseconds and a random tail: message ids sort by time. */
const newMessageId = () => `${Date.now().toString(36).padStart(9, '0')}${randomToken(6)}`;

interface MessageRecord extends ThreadLine {
  id: string;
  fromRole: InquiryRole;
  sentAt: string;
}

/** A message, or a line the thread writes for a deal event (its offer or hold named). */
export interface ThreadLine {
  body: string;
  event?: DealEvent;
  offerId?: string;
  holdId?: string;
}

const toMessage = (record: MessageRecord, role: InquiryRole): InquiryMessage => ({
  id: record.id,
  from: record.fromRole === role ? 'me' : 'them',
  body: record.body,
  sentAt: record.sentAt,
  ...(record.event && { event: record.event }),
  ...(record.offerId && { offerId: record.offerId }),
  ...(record.holdId && { holdId: record.holdId }),
});

export const messagePut = (threadId: string, fromRole: InquiryRole, line: ThreadLine | string, sentAt: string): TransactItem => {
  const id = newMessageId();
  const fields = typeof line === 'string' ? { body: line } : line;
  return { Put: { TableName: table(), Item: { pk: threadPartition(threadId), sk: `MSG#${id}`, id, fromRole, ...fields, sentAt } } };
};

export interface SentMessage {
  threadId: string;
  /** A new thread was opened. */
  opened: boolean;
  /** Who gets it: null when that business deleted its account. */
  recipientId: number | null;
  role: InquiryRole;
}

/** The steps that add `line` to a thread and move both parties' views (unread for the other party). */
export function lineSteps(view: ThreadView, line: ThreadLine, sentAt: string): TransactItem[] {
  if (view.otherPartyId === undefined) throw conflict('This business has deleted its account');
  return [
    messagePut(view.threadId, view.role, line, sentAt),
    activityUpdate(view.userId, view.threadId, line.body, sentAt, false),
    activityUpdate(view.otherPartyId, view.threadId, line.body, sentAt, true),
  ];
}

/** A message from `senderId` in a thread of theirs: 404 when they have no such thread. */
export async function addMessage(senderId: number, threadId: string, body: string): Promise<SentMessage> {
  const view = await findView(senderId, threadId);
  if (!view) throw notFound(INQUIRY_NOT_FOUND);
  if (view.otherPartyId === undefined) throw badRequest('This business has deleted its account');
  const sentAt = new Date().toISOString();
  await writeTransaction([
    messagePut(threadId, view.role, body, sentAt),
    activityUpdate(senderId, threadId, body, sentAt, false),
    activityUpdate(view.otherPartyId, threadId, body, sentAt, true),
  ]);
  return { threadId, opened: false, recipientId: view.otherPartyId, role: view.role };
}

export const messagesOf = (threadId: string) =>
  queryAll<MessageRecord & { pk: string; sk: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
    ExpressionAttributeValues: { ':pk': threadPartition(threadId), ':msg': 'MSG#' },
  });

/** A thread with its messages; its offers and holds are read beside it (deals/offers.ts dealsOfThread). */
export type ThreadMessages = Omit<InquiryThread, 'offers' | 'holds'>;

/** The thread with its messages if `userId` is a party to it (else null); reading it marks it read. */
export async function readThread(userId: number, threadId: string): Promise<ThreadMessages | null> {
  const view = await findView(userId, threadId);
  if (!view) return null;
  const messages = await messagesOf(threadId);
  if (view.unread) {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: viewKey(userId, threadId),
        UpdateExpression: 'SET unread = :false REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
  }
  return { ...toSummary({ ...view, unread: false }), messages: messages.map((message) => toMessage(message, view.role)) };
}

/** Every thread of the user with its messages, for the account export. */
export async function threadsForExport(userId: number): Promise<ThreadMessages[]> {
  const views = await viewsOf(userId);
  const threads: ThreadMessages[] = [];
  await inParallel(views, async (view) => {
    threads.push({ ...toSummary(view), messages: (await messagesOf(view.threadId)).map((message) => toMessage(message, view.role)) });
  });
  return threads.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

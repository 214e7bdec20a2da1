import {
  type DealEvent,
  DELETED_BUSINESS,
  type InquiryMessage,
  type InquiryPage,
  type InquiryRole,
  type InquirySummary,
  type InquiryThread,
  type InventoryItem,
  type PageQuery,
} from '@surplus/shared';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { inParallel } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { partitionCount } from '../table/partition-reads';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../table/sort-key-cursor';
import { cancellationCodes, type TransactItem, writeTransaction } from '../table/transactions';

/**
 * Inquiry threads between a buyer and the business of a listing. Each party has its own view of a thread
 * (its inbox entry: role, the other party, unread), so an inbox is one Query and reading a thread checks
 * the caller's view first: no view, no thread (404, as for one that does not exist). Messages name the
 * sender's role, never a user id, so a party that deletes its account leaves nothing of itself behind.
 *
 * | access pattern                          | index | partition key              | sort key                     |
 * |-----------------------------------------|-------|----------------------------|------------------------------|
 * | a user's view of one thread             | table | INBOX#<userId>             | THREAD#<threadId>            |
 * | a user's threads, newest activity first | gsi1  | INBOX#<userId>             | <updatedAt>#<threadId> desc. |
 * | a user's unread threads (count)         | gsi2  | UNREADTHREADS#<userId>     | <threadId> (sparse)          |
 * | a thread's messages, oldest first       | table | THREAD#<threadId>          | MSG#<time-ordered id>        |
 * | the open thread of a listing and buyer  | table | INQUIRY#<itemId>#<buyerId> | THREAD                       |
 */
const inboxPartition = (userId: number) => `INBOX#${userId}`;
const viewKey = (userId: number, threadId: string) => ({ pk: inboxPartition(userId), sk: `THREAD#${threadId}` });
const unreadPartition = (userId: number) => `UNREADTHREADS#${userId}`;
const threadPartition = (threadId: string) => `THREAD#${threadId}`;
const openThreadKey = (itemId: number, buyerId: number) => ({ pk: `INQUIRY#${itemId}#${buyerId}`, sk: 'THREAD' });

export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const THREAD_ID = /^[A-Za-z0-9_-]{16}$/;
const ACTIVITY_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{16}$/;
/** Base-36 milliseconds and a random tail: message ids sort by time. */
const newMessageId = () => `${Date.now().toString(36).padStart(9, '0')}${randomToken(6)}`;

export interface ThreadView {
  pk: string;
  sk: string;
  threadId: string;
  userId: number;
  role: InquiryRole;
  itemId: number;
  itemName: string;
  itemImageUrl?: string;
  /** Absent once the other party deleted its account. */
  otherPartyId?: number;
  otherPartyName: string;
  lastMessage: string;
  updatedAt: string;
  unread: boolean;
}

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

export interface Party {
  id: number;
  businessName: string;
}

function toSummary(view: ThreadView): InquirySummary {
  return {
    id: view.threadId,
    item: { id: view.itemId, name: view.itemName, ...(view.itemImageUrl ? { imageUrl: view.itemImageUrl } : {}) },
    otherParty: { id: view.otherPartyId ?? null, businessName: view.otherPartyName },
    role: view.role,
    lastMessage: view.lastMessage,
    updatedAt: view.updatedAt,
    unread: view.unread,
  };
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

const messagePut = (threadId: string, fromRole: InquiryRole, line: ThreadLine | string, sentAt: string): TransactItem => {
  const id = newMessageId();
  const fields = typeof line === 'string' ? { body: line } : line;
  return { Put: { TableName: table(), Item: { pk: threadPartition(threadId), sk: `MSG#${id}`, id, fromRole, ...fields, sentAt } } };
};

/** The view's activity moves to `sentAt`; it becomes unread for the recipient and read for the sender. */
function activityUpdate(userId: number, threadId: string, body: string, sentAt: string, unread: boolean): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: viewKey(userId, threadId),
      UpdateExpression: unread
        ? 'SET lastMessage = :body, updatedAt = :at, gsi1sk = :activity, unread = :unread, gsi2pk = :unreadPk, gsi2sk = :thread'
        : 'SET lastMessage = :body, updatedAt = :at, gsi1sk = :activity, unread = :unread REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':body': body,
        ':at': sentAt,
        ':activity': `${sentAt}#${threadId}`,
        ':unread': unread,
        ...(unread ? { ':unreadPk': unreadPartition(userId), ':thread': threadId } : {}),
      },
    },
  };
}

function newView(owner: Party, other: Party, role: InquiryRole, threadId: string, item: InventoryItem, body: string, sentAt: string, unread: boolean) {
  return {
    ...viewKey(owner.id, threadId),
    threadId,
    userId: owner.id,
    role,
    itemId: item.id,
    itemName: item.name,
    ...(item.imageUrl ? { itemImageUrl: item.imageUrl } : {}),
    otherPartyId: other.id,
    otherPartyName: other.businessName,
    lastMessage: body,
    updatedAt: sentAt,
    unread,
    gsi1pk: inboxPartition(owner.id),
    gsi1sk: `${sentAt}#${threadId}`,
    ...(unread ? { gsi2pk: unreadPartition(owner.id), gsi2sk: threadId } : {}),
  };
}

export async function findView(userId: number, threadId: string): Promise<ThreadView | null> {
  if (!THREAD_ID.test(threadId)) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: viewKey(userId, threadId), ConsistentRead: true }));
  return (Item as ThreadView | undefined) ?? null;
}

/** The listing a thread of the user's is about: 404 when it is not the user's thread. */
export async function findThreadListing(userId: number, threadId: string): Promise<Pick<InventoryItem, 'id' | 'name' | 'imageUrl'>> {
  const view = await findView(userId, threadId);
  if (!view) throw notFound(INQUIRY_NOT_FOUND);
  return { id: view.itemId, name: view.itemName, ...(view.itemImageUrl ? { imageUrl: view.itemImageUrl } : {}) };
}

export const hasOpenThread = async (itemId: number, buyerId: number) => (await openThreadOf(itemId, buyerId)) !== null;

/** The open thread of `buyer` about `item`, if the buyer still has it. */
export async function openThreadOf(itemId: number, buyerId: number): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: openThreadKey(itemId, buyerId), ConsistentRead: true }));
  return Item ? String(Item.threadId) : null;
}

export interface SentMessage {
  threadId: string;
  /** A new thread was opened. */
  opened: boolean;
  /** Who gets it: null when that business deleted its account. */
  recipientId: number | null;
  role: InquiryRole;
}

/**
 * A buyer's question about `item` (owned by `seller`): added to the open thread of this listing and buyer,
 * or a new thread, whose two views, first message and open-thread marker are written together.
 */
export async function askAboutItem(buyer: Party, seller: Party, item: InventoryItem, body: string): Promise<SentMessage> {
  const open = await openThreadOf(item.id, buyer.id);
  if (open) return addMessage(buyer.id, open, body);
  const threadId = randomToken(12);
  const sentAt = new Date().toISOString();
  try {
    await writeTransaction([
      { Put: { TableName: table(), Item: { ...openThreadKey(item.id, buyer.id), threadId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: newView(buyer, seller, 'buyer', threadId, item, body, sentAt, false) } },
      { Put: { TableName: table(), Item: newView(seller, buyer, 'seller', threadId, item, body, sentAt, true) } },
      messagePut(threadId, 'buyer', body, sentAt),
    ]);
  } catch (error) {
    // The same buyer opened it a moment ago (two tabs): add to that one.
    if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    return askAboutItem(buyer, seller, item, body);
  }
  return { threadId, opened: true, recipientId: seller.id, role: 'buyer' };
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

export interface BuyerLine {
  threadId: string;
  opened: boolean;
  /** Written in the caller's transaction: the line, and the new thread when `opened`. */
  steps: TransactItem[];
}

/**
 * The steps that add `line` from `buyer` to their thread about `item` (owned by `seller`), opening the thread
 * when the buyer has none: its open-thread marker is conditional, so two first steps at once cannot open two.
 */
export async function buyerLineSteps(buyer: Party, seller: Party, item: InventoryItem, line: ThreadLine, sentAt: string): Promise<BuyerLine> {
  const open = await openThreadOf(item.id, buyer.id);
  if (open) {
    const view = await findView(buyer.id, open);
    if (view) return { threadId: open, opened: false, steps: lineSteps(view, line, sentAt) };
  }
  const threadId = randomToken(12);
  return {
    threadId,
    opened: true,
    steps: [
      { Put: { TableName: table(), Item: { ...openThreadKey(item.id, buyer.id), threadId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: newView(buyer, seller, 'buyer', threadId, item, line.body, sentAt, false) } },
      { Put: { TableName: table(), Item: newView(seller, buyer, 'seller', threadId, item, line.body, sentAt, true) } },
      messagePut(threadId, 'buyer', line, sentAt),
    ],
  };
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

/** One page of the user's threads, newest activity first, with the count of all unread ones. */
export async function threadsPage(userId: number, { limit, cursor }: PageQuery): Promise<InquiryPage> {
  const before = cursor ? decodeSortKeyCursor(cursor, ACTIVITY_KEY) : undefined;
  const [{ Items = [] }, unreadThreads] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: before ? 'gsi1pk = :pk AND gsi1sk < :before' : 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': inboxPartition(userId), ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    ),
    unreadThreadCount(userId),
  ]);
  const views = (Items as ThreadView[]).slice(0, limit);
  const last = views.at(-1);
  return { items: views.map(toSummary), unreadThreads, nextCursor: Items.length > limit && last ? encodeSortKeyCursor(`${last.updatedAt}#${last.threadId}`) : null };
}

function unreadThreadCount(userId: number): Promise<number> {
  return partitionCount('gsi2', unreadPartition(userId));
}

const messagesOf = (threadId: string) =>
  queryAll<MessageRecord & { pk: string; sk: string }>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
    ExpressionAttributeValues: { ':pk': threadPartition(threadId), ':msg': 'MSG#' },
  });

/** The thread with its messages if `userId` is a party to it (else null); reading it marks it read. */
/** A thread with its messages; its offers and holds are read beside it (deals/offers.ts dealsOfThread). */
export type ThreadMessages = Omit<InquiryThread, 'offers' | 'holds'>;

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

const viewsOf = (userId: number) =>
  queryAll<ThreadView>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :thread)', ExpressionAttributeValues: { ':pk': inboxPartition(userId), ':thread': 'THREAD#' } });

/** The ids of every thread the user is a party to. */
export const threadIdsOf = async (userId: number) => (await viewsOf(userId)).map((view) => view.threadId);

/** Every thread of the user with its messages, for the account export. */
export async function threadsForExport(userId: number): Promise<ThreadMessages[]> {
  const views = await viewsOf(userId);
  const threads: ThreadMessages[] = [];
  await inParallel(views, async (view) => {
    threads.push({ ...toSummary(view), messages: (await messagesOf(view.threadId)).map((message) => toMessage(message, view.role)) });
  });
  return threads.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The user leaves every thread (account deletion): their views and open-thread markers go, the other party
 * keeps the thread with DELETED_BUSINESS as its other party, and a thread both parties left is deleted.
 */
export async function leaveThreadsOf(userId: number): Promise<void> {
  const views = await viewsOf(userId);
  await inParallel(views, async (view) => {
    if (view.otherPartyId === undefined) {
      const messages = await messagesOf(view.threadId);
      await inParallel(messages, (message) => db.send(new DeleteCommand({ TableName: table(), Key: { pk: message.pk, sk: message.sk } })));
    } else {
      await markPartyGone(view.otherPartyId, view.threadId);
    }
    if (view.role === 'buyer') await db.send(new DeleteCommand({ TableName: table(), Key: openThreadKey(view.itemId, userId) }));
    await db.send(new DeleteCommand({ TableName: table(), Key: viewKey(userId, view.threadId) }));
  });
}

async function markPartyGone(userId: number, threadId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: viewKey(userId, threadId),
        UpdateExpression: 'SET otherPartyName = :gone REMOVE otherPartyId',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':gone': DELETED_BUSINESS },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

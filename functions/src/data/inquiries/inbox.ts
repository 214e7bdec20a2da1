import type { InquiryPage, InquiryRole, InquirySummary, InventoryItem, PageQuery } from '@surplus/shared';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { notFound } from '../../lib/errors';
import { db, queryAll, table } from '../table/client';
import { partitionCount } from '../table/partition-reads';
import { decodeSortKeyCursor, encodeSortKeyCursor, TIME_ID_SORT_KEY } from '../table/sort-key-cursor';
import type { TransactItem } from '../table/transactions';
import { inboxPartition, viewKey } from './keys';

/**
 * A party's inbox: its view of each thread it is a party to (keys.ts), newest activity first, and the count
 * of those unread.
 *
 * | access pattern                          | index | partition key              | sort key                     |
 * |-----------------------------------------|-------|----------------------------|------------------------------|
 * | a user's unread threads (count)         | gsi2  | UNREADTHREADS#<userId>     | <threadId> (sparse)          |
 */
const unreadPartition = (userId: number) => `UNREADTHREADS#${userId}`;

export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const THREAD_ID = /^[A-Za-z0-9_-]{16}$/;

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

export interface Party {
  id: number;
  businessName: string;
}

export function toSummary(view: ThreadView): InquirySummary {
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

/** The view's activity moves to `sentAt`; it becomes unread for the recipient and read for the sender. */
export function activityUpdate(userId: number, threadId: string, body: string, sentAt: string, unread: boolean): TransactItem {
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

export function newView(owner: Party, other: Party, role: InquiryRole, threadId: string, item: InventoryItem, body: string, sentAt: string, unread: boolean) {
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

/** One page of the user's threads, newest activity first, with the count of all unread ones. */
export async function threadsPage(userId: number, { limit, cursor }: PageQuery): Promise<InquiryPage> {
  const before = cursor ? decodeSortKeyCursor(cursor, TIME_ID_SORT_KEY) : undefined;
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

export const viewsOf = (userId: number) =>
  queryAll<ThreadView>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :thread)', ExpressionAttributeValues: { ':pk': inboxPartition(userId), ':thread': 'THREAD#' } });

/** The ids of every thread the user is a party to. */
export const threadIdsOf = async (userId: number) => (await viewsOf(userId)).map((view) => view.threadId);

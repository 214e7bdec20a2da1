import type { TransactItem } from '../table/transactions';
import type { NotificationPage, PageQuery, UserNotification } from '@surplus/shared';
import { NOTIFICATION_TTL_DAYS } from '@surplus/shared';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { db, queryAll, table } from '../table/client';
import { partitionCount } from '../table/partition-reads';
import { deletePartition } from '../table/owned-records';
import { inParallel } from '../table/batch-write';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../table/sort-key-cursor';
import { cancellationCodes, writeTransaction } from '../table/transactions';
import { DAY_SECONDS, expiresAfter, NOTIFICATION_KEY_PREFIX, TTL_ATTRIBUTE } from '../table/definition';

/**
 * The notification entity. Ids sort by creation time, so the user's partition read backwards is newest
 * first. Unread ones also sit in a sparse index partition: counting them reads only those, and marking
 * one read takes it out. TTL deletes a notification after 90 days, so the count never drifts.
 * A search match leaves a marker for its user and listing, so a listing alerts a user once, however many
 * of the user's searches it matches and however often it is updated.
 *
 * | access pattern                          | index | partition key         | sort key     |
 * |-----------------------------------------|-------|-----------------------|--------------|
 * | the user's notifications, newest first  | table | NOTIF#<userId>        | <id> (desc.) |
 * | the user's unread ones (count, all read)| gsi1  | UNREAD#<userId>       | <id>         |
 * | one alert per user and listing          | table | ALERTED#<userId>      | ITEM#<id>    |
 * | one digest per import and saved search  | table | ALERTED#<userId>      | IMPORT#<jobId>#<searchId> |
 */
const notificationsPartition = (userId: number) => `${NOTIFICATION_KEY_PREFIX}${userId}`;
const unreadPartition = (userId: number) => `UNREAD#${userId}`;
/** Base-36 milliseconds (fixed width until 2059) and a random tail: ids sort by time. */
const newNotificationId = () => `${Date.now().toString(36).padStart(9, '0')}${randomToken(6)}`;
const NOTIFICATION_ID = /^[0-9a-z]{9}[A-Za-z0-9_-]{8}$/;

/** A notification before it is stored: each kind without what storing adds. */
export type NotificationContent = UserNotification extends infer N ? (N extends UserNotification ? Omit<N, 'id' | 'createdAt' | 'read'> : never) : never;
type NotificationRecord = UserNotification & { pk: string; sk: string; userId: number };

const expiresAt = (now: number) => expiresAfter(NOTIFICATION_TTL_DAYS * DAY_SECONDS, now);

function notificationItem(userId: number, content: NotificationContent) {
  const now = Date.now();
  const id = newNotificationId();
  return {
    pk: notificationsPartition(userId),
    sk: id,
    ...content,
    id,
    userId,
    createdAt: new Date(now).toISOString(),
    read: false,
    gsi1pk: unreadPartition(userId),
    gsi1sk: id,
    [TTL_ATTRIBUTE]: expiresAt(now),
  };
}

/** The write of a notification, for a transaction that records what it tells. */
export const notificationPut = (userId: number, content: NotificationContent): TransactItem => ({
  Put: { TableName: table(), Item: notificationItem(userId, content) },
});

export async function addNotification(userId: number, content: NotificationContent): Promise<void> {
  await db.send(new PutCommand({ TableName: table(), Item: notificationItem(userId, content) }));
}

/**
 * A search match, unless the user was already alerted about this listing (or, for an import's digest, about
 * this import and search: `about`); answers whether it was added.
 */
export async function addSearchMatch(
  userId: number,
  content: Extract<NotificationContent, { type: 'search_match' }>,
  about = `ITEM#${content.itemId}`,
): Promise<boolean> {
  const now = Date.now();
  try {
    await writeTransaction([
      {
        Put: {
          TableName: table(),
          Item: { pk: `ALERTED#${userId}`, sk: about, [TTL_ATTRIBUTE]: expiresAt(now) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: notificationItem(userId, content) } },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** The notification as the API answers it, from its stored record (or stream image). */
export function toNotification(record: object): UserNotification {
  const { pk, sk, userId, gsi1pk, gsi1sk, [TTL_ATTRIBUTE]: _expires, ...notification } = record as NotificationRecord & Record<string, unknown>;
  return notification as unknown as UserNotification;
}

export function unreadCount(userId: number): Promise<number> {
  return partitionCount('gsi1', unreadPartition(userId));
}

export async function notificationsPage(userId: number, { limit, cursor }: PageQuery): Promise<NotificationPage> {
  const before = cursor ? decodeSortKeyCursor(cursor, NOTIFICATION_ID) : undefined;
  const [{ Items = [] }, unread] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: before ? 'pk = :pk AND sk < :before' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': notificationsPartition(userId), ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    ),
    unreadCount(userId),
  ]);
  const items = Items.slice(0, limit).map(toNotification);
  return { items, unread, nextCursor: Items.length > limit ? encodeSortKeyCursor(items.at(-1)!.id) : null };
}

/** Marks the user's notifications of `ids` read; ids that are not the user's (or gone) are ignored. */
export async function markRead(userId: number, ids: readonly string[]): Promise<void> {
  await inParallel(
    [...new Set(ids)].filter((id) => NOTIFICATION_ID.test(id)),
    async (id) => {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: { pk: notificationsPartition(userId), sk: id },
            UpdateExpression: 'SET #read = :true REMOVE gsi1pk, gsi1sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#read': 'read' },
            ExpressionAttributeValues: { ':true': true },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
  );
}

export async function markAllRead(userId: number): Promise<void> {
  const unread = await queryAll<{ sk: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': unreadPartition(userId) },
    ProjectionExpression: 'sk',
  });
  await markRead(userId, unread.map((record) => record.sk));
}

/** Deletes every notification of the user and their alert markers (account deletion). */
export async function deleteNotificationsOf(userId: number): Promise<void> {
  await Promise.all([deletePartition(notificationsPartition(userId)), deletePartition(`ALERTED#${userId}`)]);
}

/** Every notification of the user, newest first (the account export). */
export async function notificationsOf(userId: number): Promise<UserNotification[]> {
  const records = await queryAll<object>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': notificationsPartition(userId) }, ScanIndexForward: false });
  return records.map(toNotification);
}

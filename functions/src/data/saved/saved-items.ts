import type { InventoryItem, PageQuery, SavedPage } from '@surplus/shared';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, db, queryAll, table } from '../table/client';
import { deletePartition } from '../table/owned-records';
import { findItems } from '../listings/items';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../table/sort-key-cursor';

/**
 * The saved-listing entity: one record per user and listing, kept after the listing is deleted (the
 * saved list shows it as removed until it is unsaved).
 *
 * | access pattern                              | index | partition key   | sort key                  |
 * |---------------------------------------------|-------|-----------------|---------------------------|
 * | is this listing saved by the user (flags)   | table | SAVED#<userId>  | ITEM#<id>                 |
 * | the user's saved listings, newest first     | gsi1  | SAVED#<userId>  | <savedAt>#<id> (desc.)    |
 * | who saved a listing (change notifications)  | gsi2  | SAVERS#<id>     | <userId>                  |
 */
const savedKey = (userId: number, id: number) => ({ pk: `SAVED#${userId}`, sk: `ITEM#${id}` });
const padId = (id: number) => String(id).padStart(15, '0');
const SAVED_ORDER_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#\d{15}$/;

interface SavedRecord {
  userId: number;
  id: number;
  savedAt: string;
  gsi1sk: string;
}

/** Idempotent: saving again keeps the listing's place in the saved list. */
export async function saveListing(userId: number, id: number): Promise<void> {
  const savedAt = new Date().toISOString();
  try {
    await db.send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...savedKey(userId, id),
          userId,
          id,
          savedAt,
          gsi1pk: `SAVED#${userId}`,
          gsi1sk: `${savedAt}#${padId(id)}`,
          gsi2pk: `SAVERS#${id}`,
          gsi2sk: String(userId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function unsaveListing(userId: number, id: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: savedKey(userId, id) }));
}

/** One page of the user's saved listings as they are now; a deleted one is `{ id, removed: true }`. */
export async function savedListingsPage(userId: number, { limit, cursor }: PageQuery): Promise<SavedPage> {
  const after = cursor ? decodeSortKeyCursor(cursor, SAVED_ORDER_KEY) : undefined;
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: after ? 'gsi1pk = :pk AND gsi1sk < :after' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `SAVED#${userId}`, ...(after ? { ':after': after } : {}) },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const saved = (Items as SavedRecord[]).slice(0, limit);
  const items = await findItems(saved.map((record) => record.id));
  return {
    items: saved.map(({ id }) => {
      const item = items.get(id);
      return item ? { ...item, saved: true } : { id, removed: true as const };
    }),
    nextCursor: Items.length > limit ? encodeSortKeyCursor(saved.at(-1)!.gsi1sk) : null,
  };
}

/** Which of `ids` the user saved: one batch read per 100 listings. */
export async function savedAmong(userId: number, ids: readonly number[]): Promise<Set<number>> {
  const records = await batchGetAll<{ id: number }>([...new Set(ids)].map((id) => savedKey(userId, id)), 'id');
  return new Set(records.map((record) => Number(record.id)));
}

/** The listings with the caller's `saved` flag; visitors get them as they are. */
export async function withSavedFlags(items: InventoryItem[], userId: number | undefined): Promise<InventoryItem[]> {
  if (userId === undefined || items.length === 0) return items;
  const saved = await savedAmong(userId, items.map((item) => item.id));
  return items.map((item) => ({ ...item, saved: saved.has(item.id) }));
}

/** The users who saved listing `id`. */
export async function saversOf(id: number): Promise<number[]> {
  const records = await queryAll<{ userId: number }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': `SAVERS#${id}` },
    ProjectionExpression: 'userId',
  });
  return records.map((record) => Number(record.userId));
}

/** Deletes every saved listing of the user (account deletion). */
export const deleteSavedOf = (userId: number) => deletePartition(`SAVED#${userId}`);

/** Every listing the user saved, with when (the account export). */
export async function savedOf(userId: number): Promise<{ id: number; savedAt: string }[]> {
  const records = await queryAll<SavedRecord>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `SAVED#${userId}` } });
  return records.map(({ id, savedAt }) => ({ id: Number(id), savedAt }));
}

import type { Category, InventoryItem, ItemCreateInput, ItemUpdateInput } from '@surplus/shared';
import { CATEGORIES } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { forbidden, notFound } from '../core/errors';
import { db, queryAll, table } from './client';
import { adjustCounts, categoryCount, nextId } from './counters';
import { ITEM_KEY_PREFIX } from './table-definition';
import { cancellationCodes, writeTransaction } from './transactions';
import { adjustItemCountStep, type UserRecord } from './users';

/**
 * Access patterns of the item entity (every one a Get or a Query):
 * | pattern              | how                                                       |
 * |----------------------|-----------------------------------------------------------|
 * | item by id           | Get  pk=ITEM#<id>, sk=ITEM                                 |
 * | items of a category  | Query gsi1 gsi1pk=CAT#<category>, newest first (gsi1sk)    |
 * | all items            | both category queries merged newest first                  |
 * | items of an owner    | Query gsi2 gsi2pk=OWNER#<userId>, newest first (gsi2sk)    |
 */
export const itemKey = (id: number) => ({ pk: `${ITEM_KEY_PREFIX}${id}`, sk: 'ITEM' });
const recencyKey = (lastUpdated: string, id: number) => `${lastUpdated}#${String(id).padStart(12, '0')}`;
const categoryIndexKey = (category: Category) => `CAT#${category}`;
const ownerIndexKey = (userId: number) => `OWNER#${userId}`;

type ItemRecord = InventoryItem & Record<'pk' | 'sk' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk', string>;

/** The item as the API answers it, without keys and bookkeeping. */
export function toItem(record: Record<string, unknown>): InventoryItem {
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, ...item } = record as ItemRecord;
  return item;
}

export async function createItem(owner: UserRecord, input: ItemCreateInput): Promise<InventoryItem> {
  const id = await nextId('nextItemId');
  const now = new Date().toISOString();
  const item: InventoryItem = {
    id,
    userId: owner.id,
    category: input.category,
    name: input.name,
    itemId: input.itemId,
    description: input.description,
    quantity: input.quantity,
    imageUrl: input.imageUrl || undefined,
    // Business fields are copied from the owner so lists need no join.
    businessName: owner.businessName,
    businessLocation: owner.location,
    businessContact: owner.email,
    lastUpdated: now,
    createdAt: now,
  };
  const record: ItemRecord = {
    ...itemKey(id),
    ...item,
    gsi1pk: categoryIndexKey(item.category),
    gsi1sk: recencyKey(now, id),
    gsi2pk: ownerIndexKey(owner.id),
    gsi2sk: recencyKey(now, id),
  };
  await writeTransaction([
    { Put: { TableName: table(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
    adjustCounts({ [categoryCount(item.category)]: 1 }),
    adjustItemCountStep(owner.id, 1),
  ]);
  return item;
}

export async function findItem(id: number): Promise<InventoryItem | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: itemKey(id) }));
  return Item ? toItem(Item) : null;
}

/** The item if `userId` owns it: 404 when it does not exist, 403 when it is someone else's. */
async function findOwnedRecord(id: number, userId: number): Promise<ItemRecord> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: itemKey(id), ConsistentRead: true }));
  if (!Item) throw notFound('Item not found');
  if (Item.userId !== userId) throw forbidden('You can only change your own items');
  return Item as ItemRecord;
}

/** 404 when the item does not exist, 403 when it is someone else's: for checks that must come before any other. */
export async function assertOwnsItem(id: number, userId: number): Promise<void> {
  await findOwnedRecord(id, userId);
}

/** Every item under one index partition, newest first. */
async function listIndex(indexName: 'gsi1' | 'gsi2', partition: string): Promise<InventoryItem[]> {
  const records = await queryAll<Record<string, unknown>>({
    IndexName: indexName,
    KeyConditionExpression: `${indexName}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
    ScanIndexForward: false,
  });
  return records.map(toItem);
}

export const listItemsByCategory = (category: Category) => listIndex('gsi1', categoryIndexKey(category));

export async function listAllItems(): Promise<InventoryItem[]> {
  const lists = await Promise.all(CATEGORIES.map(listItemsByCategory));
  return lists.flat().sort((a, b) => recencyKey(b.lastUpdated, b.id).localeCompare(recencyKey(a.lastUpdated, a.id)));
}

export const listItemsByOwner = (userId: number) => listIndex('gsi2', ownerIndexKey(userId));

const MAX_UPDATE_ATTEMPTS = 25;

/**
 * Applies the changed fields and moves lastUpdated. Each write is conditioned on the owner and on the
 * category it was decided from, so the category counters stay exact; a write that lost a race with a
 * category change is decided again from what is stored now.
 */
export async function updateItem(id: number, userId: number, changes: ItemUpdateInput): Promise<InventoryItem> {
  for (let attempt = 1; ; attempt++) {
    const current = await findOwnedRecord(id, userId);
    const now = new Date().toISOString();
    const removeImage = changes.imageUrl === '';
    const fields: Record<string, unknown> = {
      ...changes,
      imageUrl: removeImage ? undefined : changes.imageUrl,
      lastUpdated: now,
      gsi1sk: recencyKey(now, id),
      gsi2sk: recencyKey(now, id),
      ...(changes.category ? { gsi1pk: categoryIndexKey(changes.category) } : {}),
    };
    const setFields = Object.entries(fields).filter(([, value]) => value !== undefined);
    const update = {
      TableName: table(),
      Key: itemKey(id),
      UpdateExpression: `SET ${setFields.map((_, i) => `#f${i} = :v${i}`).join(', ')}${removeImage ? ' REMOVE imageUrl' : ''}`,
      ConditionExpression: 'userId = :owner AND category = :category',
      ExpressionAttributeNames: Object.fromEntries(setFields.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(setFields.map(([, value], i) => [`:v${i}`, value])),
        ':owner': userId,
        ':category': current.category,
      },
    };
    try {
      if (changes.category && changes.category !== current.category) {
        await writeTransaction([
          { Update: update },
          adjustCounts({ [categoryCount(current.category)]: -1, [categoryCount(changes.category)]: 1 }),
        ]);
        const { imageUrl, ...rest } = { ...current, ...fields };
        return toItem(removeImage ? rest : { ...rest, imageUrl });
      }
      const result = await db.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
      return toItem(result.Attributes ?? {});
    } catch (error) {
      const raced = error instanceof ConditionalCheckFailedException || cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';
      if (!raced || attempt === MAX_UPDATE_ATTEMPTS) throw error;
    }
  }
}

/** Deletes the item and moves the counts in one transaction. */
export async function deleteItem(id: number, userId: number): Promise<void> {
  const current = await findOwnedRecord(id, userId);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: table(),
          Key: itemKey(id),
          ConditionExpression: 'userId = :owner AND category = :category',
          ExpressionAttributeValues: { ':owner': userId, ':category': current.category },
        },
      },
      adjustCounts({ [categoryCount(current.category)]: -1 }),
      adjustItemCountStep(userId, -1),
    ]);
  } catch (error) {
    // Deleted or moved to another category since it was read: decide again from what is there now.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return deleteItem(id, userId);
    throw error;
  }
}

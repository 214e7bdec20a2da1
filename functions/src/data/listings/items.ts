import type { InventoryItem } from '@surplus/shared';
import { CURRENCY, DEFAULT_PRICE_MODE, SPEC_FIELDS } from '@surplus/shared';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, db, queryPages, table } from '../table/client';
import { itemIndexAttributes, itemKey, ownerPartition, transferredPartition, type ItemIndexAttributes } from './keys';
import { startDealCounters } from './held-quantity';

export { itemKey };

export type ItemRecord = InventoryItem & ItemIndexAttributes & { pk: string; sk: string; version: number; importId?: string };

const ITEM_FIELDS = {
  id: true, userId: true, name: true, itemId: true, description: true, category: true, quantity: true,
  businessName: true, businessLocation: true, businessContact: true, imageUrl: true, lastUpdated: true, createdAt: true,
  lat: true, lon: true, priceMode: true, unitPriceCents: true, heldQuantity: true, transferredQuantity: true,
  ...Object.fromEntries(SPEC_FIELDS.map((field) => [field, true])),
} as Record<Exclude<keyof InventoryItem, 'saved' | 'distanceMi' | 'currency' | 'availableQuantity'>, true>;

/**
 * The item as the API answers it, without keys and bookkeeping. A listing stored before prices and holds
 * asks for offers and holds nothing.
 */
export function toItem(record: object): InventoryItem {
  const item = Object.fromEntries(Object.entries(record).filter(([name]) => name in ITEM_FIELDS)) as unknown as InventoryItem;
  const heldQuantity = Number(item.heldQuantity ?? 0);
  return {
    ...item,
    priceMode: item.priceMode ?? DEFAULT_PRICE_MODE,
    currency: CURRENCY,
    heldQuantity,
    availableQuantity: Math.max(0, item.quantity - heldQuantity),
    transferredQuantity: Number(item.transferredQuantity ?? 0),
  };
}

/** Whether the listing is in the lists: one whose quantity all went to transfers keeps only its address. */
export const isListed = (item: Pick<InventoryItem, 'quantity'>) => item.quantity > 0;

/**
 * The stored record of an item: the item, its index keys and search text, and its version. A write of a
 * CSV import carries the import's id, so the live-update broadcaster sends one message for the import
 * (imports/imports.ts) instead of one per listing; the next write of the listing drops it.
 */
export const itemRecord = (item: InventoryItem, version: number, importId?: string): ItemRecord => ({
  ...itemKey(item.id),
  // availableQuantity is stored for the holds' condition; currency is derived on every read, so it is not.
  ...withoutCurrency(toItem(item)),
  ...itemIndexAttributes(item),
  version,
  ...(importId ? { importId } : {}),
});

const withoutCurrency = ({ currency: _derived, ...stored }: InventoryItem) => stored as InventoryItem;

export async function findItem(id: number): Promise<InventoryItem | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: itemKey(id) }));
  return Item ? toItem(Item) : null;
}

/** The listings of `ids` that exist, by id. */
export async function findItems(ids: readonly number[]): Promise<Map<number, InventoryItem>> {
  const records = await batchGetAll<ItemRecord>(ids.map(itemKey));
  return new Map(records.map((record) => [Number(record.id), toItem(record)]));
}

/** Every listing of one owner, newest first, a page (up to 1 MB of records) at a time. */
export async function* ownItemPages(userId: number): AsyncGenerator<InventoryItem[]> {
  const pages = queryPages<ItemRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :owner',
    ExpressionAttributeValues: { ':owner': ownerPartition(userId) },
    ScanIndexForward: false,
  });
  for await (const page of pages) yield page.map(toItem);
}

/**
 * Up to `limit` of the owner's listings (a bounded step of work over all of them): those in its lists, then
 * those all transferred (listings/transferred.ts), which left them.
 */
export async function firstOwnItems(userId: number, limit: number): Promise<InventoryItem[]> {
  const first = async (partition: string) => {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :owner',
        ExpressionAttributeValues: { ':owner': partition },
        Limit: limit,
      }),
    );
    return Items.map(toItem);
  };
  const listed = await first(ownerPartition(userId));
  return listed.length > 0 ? listed : first(transferredPartition(userId));
}

/** The stored record as it is now (a strongly consistent read), or undefined. */
export async function readRecord(id: number): Promise<ItemRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: itemKey(id), ConsistentRead: true }));
  return Item as ItemRecord | undefined;
}

/**
 * The listing as stored now, for a deal; a listing stored before holds existed gets its counters first, so a
 * hold can condition on `availableQuantity`.
 */
export async function findListingForDeal(id: number): Promise<InventoryItem | null> {
  const record = await readRecord(id);
  if (!record) return null;
  if (!('availableQuantity' in record)) await startDealCounters(id);
  return toItem(record);
}

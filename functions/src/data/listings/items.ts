import type { InventoryItem, ItemCreateInput, ItemUpdateInput } from '@surplus/shared';
import { CURRENCY, DEAL_MESSAGES, DEFAULT_PRICE_MODE, isPriced, SPEC_FIELDS, TRANSFER_MESSAGES } from '@surplus/shared';
import { specsOf, withChangedSpecs } from './specs';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { batchGetAll, db, queryPages, table } from '../table/client';
import { getCommonWords } from '../search/common-words';
import { adjustCounts, categoryCount, nextId } from '../table/counters';
import { itemIndexAttributes, itemKey, ownerPartition, transferredPartition, type ItemIndexAttributes } from './keys';
import { batchWrite } from '../table/batch-write';
import { startDealCounters } from '../deals/holds';
import { postingChanges } from '../search/postings';
import { lineChanges } from '../search/word-lines';
import { sizeFigureChange } from './lists/size-figures';
import { cancellationCodes, type TransactItem, writeTransaction } from '../table/transactions';
import { addFigures, adjustOwnerFiguresStep, ownerFiguresOf, type UserRecord } from '../users/users';

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

export async function createItem(owner: UserRecord, input: NewListingInput): Promise<InventoryItem> {
  const id = await nextId('nextItemId');
  const now = new Date().toISOString();
  const item = newItem(id, owner, input, now);
  await writeTransaction([
    { Put: { TableName: table(), Item: itemRecord(item, 1), ConditionExpression: 'attribute_not_exists(pk)' } },
    adjustCounts({ [categoryCount(item.category)]: 1, listedKg: ownerFiguresOf(item).wasteKg }),
    adjustOwnerFiguresStep(owner.id, ownerFiguresOf(item)),
    ...sizeFigureChange(null, item),
  ]);
  await updateSearchIndex(null, item, 1);
  return item;
}

/**
 * Brings the listing's postings and word lines in line with what was just written (`version` of `after`). After the item's
 * own write, not in its transaction (a transaction costs twice the write units and caps a listing at 100
 * words): a posting that outlives a failed write is dropped by the search's check of each listing it
 * answers, and a reindex mends postings a failure left out. A write that landed meanwhile may have had its
 * postings overwritten by these, so they are brought in line with the listing as it is now.
 */
export async function updateSearchIndex(before: InventoryItem | null, after: InventoryItem | null, version?: number): Promise<void> {
  const common = await getCommonWords();
  await batchWrite(searchIndexChanges(before, after, common));
  if (!after) return;
  const now = await readRecord(after.id);
  if (now?.version !== version) await batchWrite(searchIndexChanges(after, now ? toItem(now) : null, common));
}

const searchIndexChanges = (before: InventoryItem | null, after: InventoryItem | null, common: ReadonlySet<string>) => [
  ...postingChanges(before, after, common),
  ...lineChanges(before, after, common),
];

const withoutCurrency = ({ currency: _derived, ...stored }: InventoryItem) => stored as InventoryItem;

/** What a new listing is made of: a create payload, whose price mode defaults to on request. */
export type NewListingInput = Omit<ItemCreateInput, 'priceMode'> & Partial<Pick<ItemCreateInput, 'priceMode'>>;

/** A new listing of `owner`; business fields (its point too) are copied from the owner so lists need no join. */
export const newItem = (id: number, owner: UserRecord, { priceMode = DEFAULT_PRICE_MODE, ...input }: NewListingInput, now: string): InventoryItem => ({
  id,
  userId: owner.id,
  category: input.category,
  name: input.name,
  itemId: input.itemId,
  description: input.description,
  quantity: input.quantity,
  priceMode,
  ...(isPriced(priceMode) && input.unitPriceCents !== undefined && { unitPriceCents: input.unitPriceCents }),
  currency: CURRENCY,
  heldQuantity: 0,
  availableQuantity: input.quantity,
  transferredQuantity: 0,
  imageUrl: input.imageUrl || undefined,
  ...specsOf(input),
  businessName: owner.businessName,
  businessLocation: owner.location,
  businessContact: owner.email,
  ...(owner.lat !== undefined && owner.lon !== undefined && { lat: owner.lat, lon: owner.lon }),
  lastUpdated: now,
  createdAt: now,
});

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

/** The item if `userId` owns it: 404 when it does not exist, 403 when it is someone else's. */
async function findOwnedRecord(id: number, userId: number): Promise<ItemRecord> {
  const record = await readRecord(id);
  if (!record) throw notFound('Item not found');
  if (record.userId !== userId) throw forbidden('You can only change your own items');
  return record;
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

/** 404 when the item does not exist, 403 when it is someone else's: for checks that must come before any other. */
export async function assertOwnsItem(id: number, userId: number): Promise<void> {
  await findOwnedRecord(id, userId);
}

const MAX_UPDATE_ATTEMPTS = 25;
const unchangedSince = (current: ItemRecord) => ({
  ConditionExpression: 'userId = :owner AND version = :version',
  ExpressionAttributeValues: { ':owner': current.userId, ':version': current.version },
});
const lostRace = (error: unknown) =>
  error instanceof ConditionalCheckFailedException || cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';

/**
 * Applies the changed fields and moves lastUpdated. The index keys and search text derive from the
 * whole item, so the record is written whole, conditioned on the version it was derived from; a write
 * that lost a race is derived again from what is stored now.
 */
export async function updateItem(id: number, userId: number, changes: ItemUpdateInput, importId?: string): Promise<InventoryItem> {
  for (let attempt = 1; ; attempt++) {
    const current = await findOwnedRecord(id, userId);
    if (!isListed(current)) throw conflict(TRANSFER_MESSAGES.allTransferred);
    const { imageUrl, ...rest } = withChangedSpecs(toItem(current), changes, new Date().toISOString());
    const item: InventoryItem = imageUrl ? { ...rest, imageUrl } : rest;
    const held = toItem(current).heldQuantity;
    if (item.quantity < held) throw conflict(DEAL_MESSAGES.quantityBelowHeld(held));
    const put = { TableName: table(), Item: itemRecord(item, current.version + 1, importId), ...unchangedSince(current) };
    try {
      const figures = addFigures(ownerFiguresOf(item), ownerFiguresOf(current, -1));
      const recategorised = item.category !== current.category;
      const steps: TransactItem[] = [
        ...(recategorised || figures.wasteKg !== 0
          ? [adjustCounts({ ...(recategorised && { [categoryCount(current.category)]: -1, [categoryCount(item.category)]: 1 }), listedKg: figures.wasteKg })]
          : []),
        ...(recategorised || figures.wasteKg !== 0 ? [adjustOwnerFiguresStep(userId, figures)] : []),
        ...sizeFigureChange(toItem(current), item),
      ];
      if (steps.length > 0) await writeTransaction([{ Put: put }, ...steps]);
      else await db.send(new PutCommand(put));
      await updateSearchIndex(toItem(current), item, current.version + 1);
      return toItem(item);
    } catch (error) {
      if (!lostRace(error) || attempt === MAX_UPDATE_ATTEMPTS) throw error;
    }
  }
}

/** Deletes the item and moves the counts in one transaction. */
export async function deleteItem(id: number, userId: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await findOwnedRecord(id, userId);
    const held = toItem(current).heldQuantity;
    if (held > 0) throw conflict(DEAL_MESSAGES.deleteHeld(held));
    // A listing all transferred left the counts and the search index when its last units went.
    const listed = isListed(current);
    try {
      await writeTransaction([
        // Holds move the version too: a hold made since the read fails this and is seen on the next attempt.
        { Delete: { TableName: table(), Key: itemKey(id), ...unchangedSince(current) } },
        ...(listed
          ? [
              adjustCounts({ [categoryCount(current.category)]: -1, listedKg: ownerFiguresOf(current, -1).wasteKg }),
              adjustOwnerFiguresStep(userId, ownerFiguresOf(current, -1)),
              ...sizeFigureChange(toItem(current), null),
            ]
          : []),
      ]);
      if (listed) await updateSearchIndex(toItem(current), null);
      return;
    } catch (error) {
      // Changed since it was read (maybe to another category): decide again from what is there now.
      if (!lostRace(error) || attempt === MAX_UPDATE_ATTEMPTS) throw error;
    }
  }
}

const BUSINESS_FIELDS = ['businessName', 'businessLocation', 'businessContact', 'lat', 'lon'] as const;
export type BusinessFields = Pick<InventoryItem, (typeof BUSINESS_FIELDS)[number]>;

/**
 * Copies the owner's new business fields onto a listing (a rename's fan-out, users/business-renames.ts): a field
 * the owner no longer has (a location, a point) goes. Its lastUpdated stays: the listing itself did not
 * change. Written whole like an edit, so its index keys and search postings follow the new name.
 */
export async function rebrandItem(id: number, fields: BusinessFields): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await readRecord(id);
    if (!current || !isListed(current)) return;
    const before = toItem(current);
    const item: InventoryItem = { ...before, businessName: fields.businessName };
    for (const field of BUSINESS_FIELDS) {
      if (fields[field] === undefined) delete item[field];
      else Object.assign(item, { [field]: fields[field] });
    }
    if (BUSINESS_FIELDS.every((field) => item[field] === before[field])) return;
    try {
      await db.send(new PutCommand({ TableName: table(), Item: itemRecord(item, current.version + 1), ...unchangedSince(current) }));
      await updateSearchIndex(before, item, current.version + 1);
      return;
    } catch (error) {
      if (!lostRace(error) || attempt === MAX_UPDATE_ATTEMPTS) throw error;
    }
  }
}

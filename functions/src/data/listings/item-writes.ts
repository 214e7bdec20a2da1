import type { InventoryItem, ItemCreateInput, ItemUpdateInput } from '@surplus/shared';
import { CURRENCY, DEAL_MESSAGES, DEFAULT_PRICE_MODE, isPriced, TRANSFER_MESSAGES } from '@surplus/shared';
import { specsOf, withChangedSpecs } from './specs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { db, table } from '../table/client';
import { getCommonWords } from '../search/common-words';
import { adjustCounts, categoryCount, nextId } from '../table/counters';
import { itemKey } from './keys';
import { isListed, itemRecord, type ItemRecord, readRecord, toItem } from './items';
import { batchWrite } from '../table/batch-write';
import { postingChanges } from '../search/postings';
import { lineChanges } from '../search/word-lines';
import { sizeFigureChange } from './lists/size-figures';
import { cancellationCodes, type TransactItem, writeTransaction } from '../table/transactions';
import { addFigures, adjustOwnerFiguresStep, ownerFiguresOf } from '../users/owner-figures';
import type { UserRecord } from '../users/users';

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

/** The item if `userId` owns it: 404 when it does not exist, 403 when it is someone else's. */
async function findOwnedRecord(id: number, userId: number): Promise<ItemRecord> {
  const record = await readRecord(id);
  if (!record) throw notFound('Item not found');
  if (record.userId !== userId) throw forbidden('You can only change your own items');
  return record;
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

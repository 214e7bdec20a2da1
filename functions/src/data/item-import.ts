import type { InventoryItem, ItemCreateInput } from '@surplus/shared';
import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, table } from './client';
import { adjustCounts, categoryCount, reserveIds } from './counters';
import { itemRecord, newItem } from './items';
import { writeTransaction } from './transactions';
import { adjustItemCountStep, type UserRecord } from './users';

export interface ImportedItem {
  owner: UserRecord;
  input: ItemCreateInput;
  lastUpdated: string;
}

const BATCH_SIZE = 25;
const WRITES_IN_FLIGHT = 8;

/**
 * Bulk listing (catalogue imports, benchmark data): ids reserved in one write, records written 25 per
 * BatchWriteItem with several in flight, then every count moved once. Not atomic like createItem.
 */
export async function importItems(imports: ImportedItem[]): Promise<InventoryItem[]> {
  if (imports.length === 0) return [];
  const firstId = await reserveIds('nextItemId', imports.length);
  const items = imports.map(({ owner, input, lastUpdated }, index) => ({
    ...newItem(firstId + index, owner, input, lastUpdated),
    createdAt: lastUpdated,
  }));

  const batches: InventoryItem[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  await inParallel(batches, writeBatch);

  const perOwner = new Map<number, number>();
  const perCategory = new Map<ReturnType<typeof categoryCount>, number>();
  for (const item of items) {
    perOwner.set(item.userId, (perOwner.get(item.userId) ?? 0) + 1);
    perCategory.set(categoryCount(item.category), (perCategory.get(categoryCount(item.category)) ?? 0) + 1);
  }
  await writeTransaction([adjustCounts(Object.fromEntries(perCategory))]);
  await inParallel([...perOwner], ([userId, count]) => writeTransaction([adjustItemCountStep(userId, count)]));
  return items;
}

/** `work` on every task, with at most WRITES_IN_FLIGHT under way at once. */
async function inParallel<T>(tasks: readonly T[], work: (task: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await work(tasks[next++] as T);
  };
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, worker));
}

async function writeBatch(items: InventoryItem[]): Promise<void> {
  let requests: BatchWriteCommandInput['RequestItems'] = {
    [table()]: items.map((item) => ({ PutRequest: { Item: itemRecord(item, 1) } })),
  };
  for (let attempt = 0; requests && Object.keys(requests).length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    const result: BatchWriteCommandOutput = await db.send(new BatchWriteCommand({ RequestItems: requests }));
    requests = result.UnprocessedItems;
  }
}

import type { InventoryItem } from '@surplus/shared';
import { batchWrite, inParallel } from '../table/batch-write';
import { getCommonWords } from '../search/common-words';
import { adjustCounts, categoryCount, reserveIds } from '../table/counters';
import { newItem, type NewListingInput } from './item-writes';
import { itemRecord } from './items';
import { countPostings, POSTINGS_READ_MAX, postingChanges, wordCounts } from '../search/postings';
import { sizeFigureSteps } from './lists/size-figures';
import { type TransactItem, transactionsOf, writeTransaction } from '../table/transactions';
import { makeWordsCommon, newListingLines } from '../search/word-lines';
import { addFigures, adjustOwnerFiguresStep, NO_FIGURES, type OwnerFigures, ownerFiguresOf } from '../users/owner-figures';
import type { UserRecord } from '../users/users';

export interface ImportedItem {
  owner: UserRecord;
  input: NewListingInput;
  lastUpdated: string;
}

/**
 * Bulk listing (seed and benchmark data): ids reserved in one write, then written as an import job's chunk
 * is, every count moved once per owner. Not atomic like createItem.
 */
export async function importItems(imports: ImportedItem[]): Promise<InventoryItem[]> {
  if (imports.length === 0) return [];
  const firstId = await reserveIds('nextItemId', imports.length);
  const items = imports.map(({ owner, input, lastUpdated }, index) => newItem(firstId + index, owner, input, lastUpdated));
  await putNewItems(items);
  const { categories, owners, sizes } = countStepsOf(items);
  await writeTransaction([categories]);
  await inParallel(owners, (step) => writeTransaction([step]));
  await inParallel(transactionsOf(sizes), writeTransaction);
  return items;
}

/**
 * New listings' records, postings and word-line blocks, 25 per BatchWriteItem with several in flight. Writing
 * the same listings again writes the same records. `importId` marks the records of one CSV import (listings/items.ts itemRecord).
 */
export async function putNewItems(items: readonly InventoryItem[], importId?: string): Promise<void> {
  const common = await markCommonWords(items);
  await batchWrite([
    ...items.map((item) => ({ PutRequest: { Item: itemRecord(item, 1, importId) } })),
    ...items.flatMap((item) => postingChanges(null, item, common)),
    ...newListingLines(items, common),
  ]);
}

/** The transaction steps that count new listings: the site's categories, each owner's figures, and the size figures. */
export function countStepsOf(items: readonly InventoryItem[]): { categories: TransactItem; owners: TransactItem[]; sizes: TransactItem[] } {
  const perOwner = new Map<number, OwnerFigures>();
  const perCategory = new Map<ReturnType<typeof categoryCount>, number>();
  let listedKg = 0;
  for (const item of items) {
    perOwner.set(item.userId, addFigures(perOwner.get(item.userId) ?? NO_FIGURES, ownerFiguresOf(item)));
    perCategory.set(categoryCount(item.category), (perCategory.get(categoryCount(item.category)) ?? 0) + 1);
    listedKg += ownerFiguresOf(item).wasteKg;
  }
  return {
    categories: adjustCounts({ ...Object.fromEntries(perCategory), listedKg }),
    owners: [...perOwner].map(([userId, figures]) => adjustOwnerFiguresStep(userId, figures)),
    sizes: sizeFigureSteps(items.map((item) => ({ item, sign: 1 }))),
  };
}

/** Words this frequent in one import have their earlier postings counted too (a bounded read). */
const COUNT_EXISTING_FROM = POSTINGS_READ_MAX / 10;

/**
 * Words this import gives, with the listings that had them before, to more listings than a postings read
 * returns are common from now on: recorded before any listing skips their postings, then the earlier
 * postings of each move onto its word line (search/word-lines.ts). Answers the common words after the import.
 */
async function markCommonWords(items: readonly InventoryItem[]): Promise<Set<string>> {
  const common = await getCommonWords();
  const candidates = [...wordCounts(items)].filter(([word, count]) => count > COUNT_EXISTING_FROM && !common.has(word));
  const newlyCommon: string[] = [];
  await inParallel(candidates, async ([word, count]) => {
    const total = count > POSTINGS_READ_MAX ? count : count + (await countPostings(word, POSTINGS_READ_MAX + 1 - count));
    if (total > POSTINGS_READ_MAX) newlyCommon.push(word);
  });
  await makeWordsCommon(newlyCommon);
  return new Set([...common, ...newlyCommon]);
}

import type { ImportResult, InventoryItem, ItemCreateInput } from '@surplus/shared';
import type { ImportPlan } from '../lib/import-plan';
import { batchWrite, inParallel } from './batch-write';
import { addCommonWords, getCommonWords } from './common-words';
import { adjustCounts, categoryCount, reserveIds } from './counters';
import { newImportId, recordImport } from './imports';
import { itemRecord, newItem, updateItem } from './items';
import { countPostings, POSTINGS_READ_MAX, postingChanges, wordCounts } from './search-postings';
import { writeTransaction } from './transactions';
import { addFigures, adjustOwnerFiguresStep, NO_FIGURES, type OwnerFigures, ownerFiguresOf, type UserRecord } from './users';

export interface ImportedItem {
  owner: UserRecord;
  input: ItemCreateInput;
  lastUpdated: string;
}

/**
 * Bulk listing (CSV imports, seed and benchmark data): ids reserved in one write, records and their postings
 * written 25 per BatchWriteItem with several in flight, then every count moved once. Not atomic like createItem.
 * `importId` marks the records of one CSV import (items.ts itemRecord).
 */
export async function importItems(imports: ImportedItem[], importId?: string): Promise<InventoryItem[]> {
  if (imports.length === 0) return [];
  const firstId = await reserveIds('nextItemId', imports.length);
  const items = imports.map(({ owner, input, lastUpdated }, index) => ({
    ...newItem(firstId + index, owner, input, lastUpdated),
    createdAt: lastUpdated,
  }));

  const common = await markCommonWords(items);
  await batchWrite([
    ...items.map((item) => ({ PutRequest: { Item: itemRecord(item, 1, importId) } })),
    ...items.flatMap((item) => postingChanges(null, item, common)),
  ]);

  const perOwner = new Map<number, OwnerFigures>();
  const perCategory = new Map<ReturnType<typeof categoryCount>, number>();
  for (const item of items) {
    perOwner.set(item.userId, addFigures(perOwner.get(item.userId) ?? NO_FIGURES, ownerFiguresOf(item)));
    perCategory.set(categoryCount(item.category), (perCategory.get(categoryCount(item.category)) ?? 0) + 1);
  }
  await writeTransaction([adjustCounts(Object.fromEntries(perCategory))]);
  await inParallel([...perOwner], ([userId, figures]) => writeTransaction([adjustOwnerFiguresStep(userId, figures)]));
  return items;
}

/**
 * Writes a checked CSV import: its new listings in bulk, its updates one by one (each conditioned like an
 * edit), then the import's record, whose stream record is the one live-update message of the import.
 * Answers each row's listing in the file's order.
 */
export async function applyImport(owner: UserRecord, plan: ImportPlan): Promise<ImportResult> {
  const importId = newImportId();
  const now = new Date().toISOString();
  const created = await importItems(plan.creates.map(({ input }) => ({ owner, input, lastUpdated: now })), importId);
  await inParallel(plan.updates, ({ id, changes }) => updateItem(id, owner.id, changes, importId));
  if (created.length + plan.updates.length > 0) {
    await recordImport({ importId, userId: owner.id, created: created.length, updated: plan.updates.length });
  }
  const rows = [
    ...plan.creates.map((row, index) => ({ line: row.line, id: (created[index] as InventoryItem).id, itemId: row.input.itemId })),
    ...[...plan.updates, ...plan.unchanged].map((row) => ({ line: row.line, id: row.id, itemId: row.input.itemId })),
  ].sort((a, b) => a.line - b.line);
  return {
    created: created.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged.length,
    items: rows.map(({ id, itemId }) => ({ id, itemId })),
  };
}

/** Words this frequent in one import have their earlier postings counted too (a bounded read). */
const COUNT_EXISTING_FROM = POSTINGS_READ_MAX / 10;

/**
 * Words this import gives, with the listings that had them before, to more listings than a postings read
 * returns are common from now on: recorded before any listing skips their postings. Their earlier postings
 * stay (no search reads them any more; updates and deletes of those listings remove them, reindex all of
 * them), so a search that read the common words just before still finds every listing written before the
 * import. Answers the common words after the import.
 */
async function markCommonWords(items: readonly InventoryItem[]): Promise<Set<string>> {
  const common = await getCommonWords();
  const candidates = [...wordCounts(items)].filter(([word, count]) => count > COUNT_EXISTING_FROM && !common.has(word));
  const newlyCommon: string[] = [];
  await inParallel(candidates, async ([word, count]) => {
    const total = count > POSTINGS_READ_MAX ? count : count + (await countPostings(word, POSTINGS_READ_MAX + 1 - count));
    if (total > POSTINGS_READ_MAX) newlyCommon.push(word);
  });
  await addCommonWords(newlyCommon);
  return new Set([...common, ...newlyCommon]);
}

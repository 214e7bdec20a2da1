import type { Category, InventoryItem } from '@surplus/shared';
import { CATEGORIES, searchSize } from '@surplus/shared';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../../table/batch-write';
import { db, queryAll, table } from '../../table/client';
import type { TransactItem } from '../../table/transactions';

/**
 * Size figures: per category and size (as the fit index keys it: entered, or read from the text), how many
 * listings have each combination of the spec filters' values. They answer the facets of an opening, and how
 * many listings an opening's window holds, without reading a listing. Moved in the transaction of the write
 * that changes them (listings/item-writes.ts, and an import's chunk), set whole by `npm run reindex`.
 *
 * | access pattern                           | key                                                            |
 * |------------------------------------------|----------------------------------------------------------------|
 * | the sizes of a category in a width range | Query pk = SIZES#<category>, sk BETWEEN <w low>x AND <w high>x~ |
 * | (a size)                                 | pk SIZES#<category>, sk <w, 3 digits>x<h, 3 digits>           |
 *
 * A size's item has one number per combination, named `c:` and the combination: a door's
 * `<doorType>|<material>|<i when insulated>`, a part's `<partType>`, `-` for a value not given. A
 * combination's number can drop to 0; readers skip those.
 */
const PARTITION_PREFIX = 'SIZES#';
const COMBINATION_PREFIX = 'c:';
const NONE = '-';

const partition = (category: Category) => `${PARTITION_PREFIX}${category}`;
const side = (inches: number) => String(inches).padStart(3, '0');
const sizeSortKey = (widthIn: number, heightIn: number) => `${side(widthIn)}x${side(heightIn)}`;

/** The spec values a facet counts, as one combination of a size. */
export type SpecCombination = Pick<InventoryItem, 'doorType' | 'material' | 'insulated' | 'partType'>;

export interface SizeFigure {
  category: Category;
  widthIn: number;
  heightIn: number;
  combinations: { specs: SpecCombination; count: number }[];
}

function combinationOf(item: InventoryItem): string {
  if (item.category === 'part') return item.partType ?? NONE;
  return [item.doorType ?? NONE, item.material ?? NONE, item.insulated === true ? 'i' : NONE].join('|');
}

function specsOf(category: Category, combination: string): SpecCombination {
  const value = (text: string | undefined) => (text === undefined || text === NONE ? undefined : text);
  if (category === 'part') return { partType: value(combination) as SpecCombination['partType'] };
  const [doorType, material, insulated] = combination.split('|');
  return {
    doorType: value(doorType) as SpecCombination['doorType'],
    material: value(material) as SpecCombination['material'],
    ...(insulated === 'i' ? { insulated: true } : {}),
  };
}

/** Where a listing counts: its size item and combination, or null for a listing without a size. */
function placeOf(item: InventoryItem): { key: string; combination: string } | null {
  const size = searchSize(item);
  if (!size) return null;
  return { key: `${partition(item.category)}\n${sizeSortKey(size.widthIn, size.heightIn)}`, combination: combinationOf(item) };
}

type SizeChange = { item: InventoryItem; sign: 1 | -1 };

/** The changes summed per size item (its key) and combination; listings without a size count nowhere. */
function tally(changes: Iterable<SizeChange>): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, number>>();
  for (const { item, sign } of changes) {
    const place = placeOf(item);
    if (!place) continue;
    const combinations = sums.get(place.key) ?? new Map<string, number>();
    combinations.set(place.combination, (combinations.get(place.combination) ?? 0) + sign);
    sums.set(place.key, combinations);
  }
  return sums;
}

/**
 * The transaction steps that move the figures for listing changes (`sign` 1 adds a listing as it is now,
 * -1 removes one as it was): one Update per size, none when the changes cancel out.
 */
export function sizeFigureSteps(changes: readonly SizeChange[]): TransactItem[] {
  const deltas = tally(changes);
  const steps: TransactItem[] = [];
  for (const [key, combinations] of deltas) {
    const moved = [...combinations].filter(([, delta]) => delta !== 0);
    if (moved.length === 0) continue;
    const [pk, sk] = key.split('\n');
    steps.push({
      Update: {
        TableName: table(),
        Key: { pk, sk },
        UpdateExpression: `ADD ${moved.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moved.map(([combination], i) => [`#c${i}`, `${COMBINATION_PREFIX}${combination}`])),
        ExpressionAttributeValues: Object.fromEntries(moved.map(([, delta], i) => [`:d${i}`, delta])),
      },
    });
  }
  return steps;
}

/** The steps of one listing write: `before` as stored (null when new), `after` as written (null when deleted). */
export const sizeFigureChange = (before: InventoryItem | null, after: InventoryItem | null): TransactItem[] =>
  sizeFigureSteps([...(before ? [{ item: before, sign: -1 as const }] : []), ...(after ? [{ item: after, sign: 1 as const }] : [])]);

/** The figures of the sizes of `categories` with listings, whose width and height are in the ranges given (inclusive). */
export async function readSizeFigures(
  categories: readonly Category[],
  widths: { low: number; high: number },
  heights: { low: number; high: number },
): Promise<SizeFigure[]> {
  const read = await Promise.all(
    categories.map(async (category) => {
      const items = await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': partition(category), ':low': `${side(widths.low)}x`, ':high': `${side(widths.high)}x~` },
      });
      return items
        .map((item) => figureOf(category, item))
        .filter((figure) => figure.combinations.length > 0 && figure.heightIn >= heights.low && figure.heightIn <= heights.high);
    }),
  );
  return read.flat();
}

function figureOf(category: Category, item: Record<string, unknown>): SizeFigure {
  const [widthIn, heightIn] = String(item.sk).split('x').map(Number) as [number, number];
  const combinations = Object.entries(item)
    .filter(([name, count]) => name.startsWith(COMBINATION_PREFIX) && Number(count) > 0)
    .map(([name, count]) => ({ specs: specsOf(category, name.slice(COMBINATION_PREFIX.length)), count: Number(count) }));
  return { category, widthIn, heightIn, combinations };
}

/**
 * Sets the figures to a count of `listings` (every listing, as reindex reads them) and removes the sizes
 * none has. A listing written meanwhile can leave its size off by one: run it when writes are quiet, or again.
 */
export async function setSizeFigures(listings: readonly InventoryItem[]): Promise<number> {
  const counted = tally(listings.map((item) => ({ item, sign: 1 })));
  const stored = (
    await Promise.all(
      CATEGORIES.map((category) =>
        queryAll<{ pk: string; sk: string }>({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partition(category) },
          ProjectionExpression: 'pk, sk',
        }),
      ),
    )
  ).flat();
  await inParallel([...counted], async ([key, combinations]) => {
    const [pk, sk] = key.split('\n');
    const counts = Object.fromEntries([...combinations].map(([combination, count]) => [`${COMBINATION_PREFIX}${combination}`, count]));
    await db.send(new PutCommand({ TableName: table(), Item: { pk, sk, ...counts } }));
  });
  const stale = stored.filter(({ pk, sk }) => !counted.has(`${pk}\n${sk}`));
  await inParallel(stale, (Key) => db.send(new DeleteCommand({ TableName: table(), Key })));
  return counted.size;
}

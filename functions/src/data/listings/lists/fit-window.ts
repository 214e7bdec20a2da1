import type { Category, InventoryItem, ListQuery } from '@surplus/shared';
import { CATEGORIES, fitTolerance, SPEC_LIMITS } from '@surplus/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../../table/batch-write';
import { db, table } from '../../table/client';
import { fitPartition, heightKey, sizeCell, sizeCellPartition } from '../keys';
import { toItem } from '../items';
import { type ItemStream, queryStream } from '../streams';
import { readSizeFigures, type SizeFigure } from './size-figures';

/** Fit-index partitions read at once: few, so a window over the budget stops early. */
const READS_IN_FLIGHT = 2;

type Opening = Pick<ListQuery, 'fitW' | 'fitH' | 'fitTol' | 'category'> & { fitW: number; fitH: number };

/** The query's opening, when it has one. */
const openingOf = (query: ListQuery): Opening | null =>
  query.fitW !== undefined && query.fitH !== undefined ? { ...query, fitW: query.fitW, fitH: query.fitH } : null;

/** The widths (and heights) within the tolerance of a side, inside the sizes a listing can have. */
export function sidesWithin(side: number, tolerance: number): number[] {
  const sides: number[] = [];
  for (let value = Math.max(SPEC_LIMITS.sizeMinIn, side - tolerance); value <= Math.min(SPEC_LIMITS.sizeMaxIn, side + tolerance); value++) sides.push(value);
  return sides;
}

export const categoriesOf = (query: Pick<ListQuery, 'category'>): readonly Category[] => (query.category ? [query.category] : CATEGORIES);

/** The size figures of every size in the opening's window, per category of the query: what the window holds. */
async function windowSizes(query: Opening): Promise<SizeFigure[]> {
  const tolerance = fitTolerance(query);
  const widths = sidesWithin(query.fitW, tolerance);
  const heights = sidesWithin(query.fitH, tolerance);
  if (widths.length === 0 || heights.length === 0) return [];
  return readSizeFigures(categoriesOf(query), { low: widths[0]!, high: widths.at(-1)! }, { low: heights[0]!, high: heights.at(-1)! });
}

/** An opening and the sizes its window holds (size figures). */
export interface FitWindow {
  opening: Opening;
  sizes: SizeFigure[];
}

/** The query's fit window, or null without an opening. */
export async function fitWindow(query: ListQuery): Promise<FitWindow | null> {
  const opening = openingOf(query);
  return opening ? { opening, sizes: await windowSizes(opening) } : null;
}

/** How many listings the sizes hold. */
export const listingsIn = (sizes: readonly SizeFigure[]) =>
  sizes.reduce((sum, size) => sum + size.combinations.reduce((count, combination) => count + combination.count, 0), 0);

/**
 * Every listing whose size fits the opening (fit index, gsi8): one Query per category and width within the
 * tolerance, each a range of heights. Null when more than `upTo` fit: the caller then reads the lists densely.
 */
export async function readFitWindow(query: Opening, upTo: number): Promise<InventoryItem[] | null> {
  const tolerance = fitTolerance(query);
  const heights = sidesWithin(query.fitH, tolerance);
  if (heights.length === 0) return [];
  const partitions = categoriesOf(query).flatMap((category) => sidesWithin(query.fitW, tolerance).map((width) => fitPartition(category, width)));
  const found: InventoryItem[] = [];
  let overflow = false;
  await inParallel(
    partitions,
    async (partition) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        if (overflow) return;
        // What is left of the budget: a dense window stops at its first partition.
        const budget = upTo + 1 - found.length;
        const { Items = [], LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName: table(),
            IndexName: 'gsi8',
            KeyConditionExpression: 'gsi8pk = :partition AND gsi8sk BETWEEN :low AND :high',
            ExpressionAttributeValues: {
              ':partition': partition,
              ':low': `${heightKey(heights[0] as number)}#`,
              ':high': `${heightKey(heights.at(-1) as number)}#\uffff`,
            },
            ExclusiveStartKey: startKey,
            Limit: Math.max(1, budget),
          }),
        );
        found.push(...Items.map(toItem));
        if (found.length > upTo) overflow = true;
        startKey = LastEvaluatedKey;
      } while (startKey);
    },
    READS_IN_FLIGHT,
  );
  return overflow ? null : found;
}

/**
 * One exact size's listings of a category, newest first, after `afterRecency` (a recency key) when given: the
 * fit order reads the opening's sizes from the closest out.
 */
export function sizeStream(category: Category, widthIn: number, heightIn: number, afterRecency?: string): ItemStream {
  const prefix = `${heightKey(heightIn)}#`;
  return queryStream(
    {
      IndexName: 'gsi8',
      KeyConditionExpression: afterRecency ? 'gsi8pk = :partition AND gsi8sk BETWEEN :low AND :high' : 'gsi8pk = :partition AND begins_with(gsi8sk, :low)',
      ExpressionAttributeValues: {
        ':partition': fitPartition(category, widthIn),
        ':low': prefix,
        ...(afterRecency ? { ':high': `${prefix}${afterRecency}` } : {}),
      },
      ScanIndexForward: false,
    },
    // BETWEEN includes its end, the listing the cursor names, which was answered already.
    afterRecency ? (record) => record.gsi8sk !== `${prefix}${afterRecency}` : undefined,
  );
}

/** The size cells (whole feet) that hold the sizes. */
export const cellsOf = (sizes: readonly SizeFigure[]): string[] => [
  ...new Set(sizes.map((size) => sizeCellPartition(size.category, sizeCell(size.widthIn), sizeCell(size.heightIn)))),
];

/** One size cell's listings, newest first (gsi9), older than `beforeRecency` when given. */
export const cellStream = (partition: string, beforeRecency?: string): ItemStream =>
  queryStream({
    IndexName: 'gsi9',
    KeyConditionExpression: beforeRecency ? 'gsi9pk = :cell AND gsi9sk < :before' : 'gsi9pk = :cell',
    ExpressionAttributeValues: { ':cell': partition, ...(beforeRecency ? { ':before': beforeRecency } : {}) },
    ScanIndexForward: false,
  });

import type { InventoryItem } from '@surplus/shared';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import { toItem } from './items';

/** Listings in one index's order, read a slice at a time. */
export interface ItemStream {
  read(limit: number): Promise<InventoryItem[]>;
  readonly done: boolean;
}

/** A Query read as a stream; `keep` drops stored records before they become listings. */
export function queryStream(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  keep?: (record: Record<string, unknown>) => boolean,
): ItemStream {
  let startKey: Record<string, unknown> | undefined;
  let done = false;
  return {
    get done() {
      return done;
    },
    async read(limit) {
      const { Items = [], LastEvaluatedKey } = await db.send(
        new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: startKey, Limit: limit }),
      );
      startKey = LastEvaluatedKey;
      done = !LastEvaluatedKey;
      return (keep ? Items.filter(keep) : Items).map(toItem);
    },
  };
}

/**
 * Slice sizes of a merged read: the first gives each stream its share of the page, by the weights given (how
 * many listings each holds) or else evenly (a page is often full at once, and many streams may hold nothing);
 * each next read of a stream doubles its slice, up to the largest.
 */
const SLICE = { min: 2, max: 1000 };

/**
 * Up to `wanted` listings that pass `accept`, merged from streams that are each in the order `compare`
 * gives. The smallest head is taken once no stream with nothing buffered could still hold a smaller one: a
 * stream that has given a listing later than the head holds only later ones, so only the others are read again.
 */
export async function mergeStreams(
  streams: ItemStream[],
  compare: (a: InventoryItem, b: InventoryItem) => number,
  wanted: number,
  accept: (item: InventoryItem) => boolean,
  weights?: readonly number[],
): Promise<InventoryItem[]> {
  const buffers = streams.map(() => [] as InventoryItem[]);
  const lastRead: (InventoryItem | undefined)[] = streams.map(() => undefined);
  const merged: InventoryItem[] = [];
  const total = weights?.reduce((sum, weight) => sum + weight, 0) ?? 0;
  const share = (index: number) => (weights && total > 0 ? (weights[index] ?? 0) / total : 1 / Math.max(1, streams.length));
  // Without a limit (the plain array answers) every stream is read in the largest slices.
  const slices = streams.map((_, index) =>
    Number.isFinite(wanted) ? Math.min(SLICE.max, Math.max(SLICE.min, Math.ceil(wanted * share(index)) + 1)) : SLICE.max,
  );
  while (merged.length < wanted) {
    let best = -1;
    buffers.forEach((buffer, index) => {
      if (buffer.length > 0 && (best < 0 || compare(buffer[0]!, buffers[best]![0]!) < 0)) best = index;
    });
    const head = best < 0 ? undefined : buffers[best]![0]!;
    const unsure = streams.flatMap((stream, index) => {
      const last = lastRead[index];
      return !stream.done && buffers[index]!.length === 0 && !(head && last && compare(head, last) <= 0) ? [index] : [];
    });
    if (unsure.length > 0) {
      await Promise.all(
        unsure.map(async (index) => {
          const read = (await streams[index]!.read(slices[index]!)).filter(accept);
          slices[index] = Math.min(slices[index]! * 2, SLICE.max);
          buffers[index]!.push(...read);
          lastRead[index] = read.at(-1) ?? lastRead[index];
        }),
      );
      continue;
    }
    if (!head) break;
    merged.push(buffers[best]!.shift()!);
  }
  return merged;
}

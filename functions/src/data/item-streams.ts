import type { InventoryItem } from '@surplus/shared';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, table } from './client';
import { toItem } from './items';

/** Entries in one index's order, read a slice at a time. */
export interface Stream<T> {
  read(limit: number): Promise<T[]>;
  readonly done: boolean;
}

/** Listings in one index's order. */
export type ItemStream = Stream<InventoryItem>;

/** A Query read as a stream of stored records, each slice turned into entries by `convert`. */
export function recordStream<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  convert: (records: Record<string, unknown>[]) => T[],
): Stream<T> {
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
      return convert(Items);
    },
  };
}

/** A Query read as a stream of listings; `keep` drops stored records before they become listings. */
export const queryStream = (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  keep?: (record: Record<string, unknown>) => boolean,
): ItemStream => recordStream(input, (records) => (keep ? records.filter(keep) : records).map(toItem));

/**
 * Slice sizes of a merged read: the first gives each stream its share of the page (a page is often full at
 * once, and many streams may hold nothing), each next one doubles, up to the largest.
 */
const SLICE = { min: 2, max: 1000 };

/**
 * The entries of streams that are each in the order `compare` gives, merged into that order and read on
 * demand, keeping only those that pass `accept`: the smallest head is taken once every stream that could
 * hold a smaller one has one buffered. The first read sizes the slices, for `expected` entries read in all
 * when given (a filter that may skip many), else for as many as it wants.
 */
export function mergedStream<T>(
  streams: Stream<T>[],
  compare: (a: T, b: T) => number,
  accept: (entry: T) => boolean,
  expected?: number,
): Stream<T> {
  const buffers = streams.map(() => [] as T[]);
  let slice = 0;
  return {
    get done() {
      return streams.every((stream, index) => stream.done && buffers[index]!.length === 0);
    },
    async read(wanted) {
      const merged: T[] = [];
      slice ||= Math.min(SLICE.max, Math.max(SLICE.min, Math.ceil((expected ?? wanted) / Math.max(1, streams.length)) + 1));
      while (merged.length < wanted) {
        const empty = streams.flatMap((stream, index) => (!stream.done && buffers[index]!.length === 0 ? [index] : []));
        if (empty.length > 0) {
          await Promise.all(empty.map(async (index) => buffers[index]!.push(...(await streams[index]!.read(slice)).filter(accept))));
          slice = Math.min(slice * 2, SLICE.max);
          continue;
        }
        let best = -1;
        buffers.forEach((buffer, index) => {
          if (buffer.length > 0 && (best < 0 || compare(buffer[0]!, buffers[best]![0]!) < 0)) best = index;
        });
        if (best < 0) break;
        merged.push(buffers[best]!.shift()!);
      }
      return merged;
    },
  };
}

/** Up to `wanted` listings that pass `accept`, merged from streams that are each in the order `compare` gives. */
export const mergeStreams = (
  streams: ItemStream[],
  compare: (a: InventoryItem, b: InventoryItem) => number,
  wanted: number,
  accept: (item: InventoryItem) => boolean,
): Promise<InventoryItem[]> => mergedStream(streams, compare, accept).read(wanted);

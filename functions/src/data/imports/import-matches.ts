import type { Category, ListFilters } from '@surplus/shared';
import { queryAll } from '../table/client';
import { batchWrite } from '../table/batch-write';
import { DAY_SECONDS, expiresAfter, TTL_ATTRIBUTE } from '../table/definition';

/**
 * What an import job's chunks found for saved searches: per chunk and search, how many of its listings newly
 * match and the first of them. Written with the chunk (the same again when a chunk is repeated) and summed
 * when the job ends, so an import alerts each saved search once (import-digest.ts).
 *
 * | access pattern                   | index | partition key     | sort key                   |
 * |----------------------------------|-------|-------------------|----------------------------|
 * | the job's matches                | table | IMPORTJOB#<jobId> | MATCH#<searchId>#<chunk>   |
 */
export interface ChunkMatch {
  userId: number;
  searchId: string;
  q?: string;
  category?: Category;
  filters?: ListFilters;
  count: number;
  /** The chunk's first listing the search matched. */
  itemId: number;
}

const KEEP_DAYS = 7;
const partition = (jobId: string) => `IMPORTJOB#${jobId}`;

export async function recordChunkMatches(jobId: string, chunk: number, matches: readonly ChunkMatch[]): Promise<void> {
  const expiresAt = expiresAfter(KEEP_DAYS * DAY_SECONDS);
  await batchWrite(
    matches.map((match) => ({
      PutRequest: {
        Item: { pk: partition(jobId), sk: `MATCH#${match.searchId}#${String(chunk).padStart(6, '0')}`, ...match, chunk, [TTL_ATTRIBUTE]: expiresAt },
      },
    })),
  );
}

/** Every chunk's matches of the job, by search and chunk. */
export function importMatches(jobId: string): Promise<(ChunkMatch & { chunk: number })[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :match)',
    ExpressionAttributeValues: { ':pk': partition(jobId), ':match': 'MATCH#' },
  });
}


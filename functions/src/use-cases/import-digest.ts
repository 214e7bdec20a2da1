import type { InventoryItem } from '@surplus/shared';
import { about } from './notification-fan-out';
import { inParallel } from '../data/table/batch-write';
import { type ChunkMatch, importMatches, recordChunkMatches } from '../data/imports/import-matches';
import { findItem } from '../data/listings/items';
import { addSearchMatch } from '../data/notifications/notifications';
import { searchesMatchingEach, searchMatches } from '../data/saved/saved-searches';

/** A listing an import chunk wrote, and what it was before (null for a new one). */
export interface WrittenListing {
  before: InventoryItem | null;
  after: InventoryItem;
}

/**
 * Records, for one chunk of an import, how many of its listings newly match each saved search of other
 * users (a listing an update leaves matching a search it matched before does not count).
 */
export async function recordChunkDigest(jobId: string, chunk: number, written: readonly WrittenListing[]): Promise<void> {
  const matches = await searchesMatchingEach(written.map(({ after }) => after));
  const bySearch = new Map<string, ChunkMatch>();
  written.forEach(({ before, after }, index) => {
    for (const search of matches[index] ?? []) {
      if (before && searchMatches(search, before)) continue;
      const match = bySearch.get(search.id);
      if (match) match.count++;
      else {
        bySearch.set(search.id, { userId: search.userId, searchId: search.id, q: search.q, category: search.category, filters: search.filters, count: 1, itemId: after.id });
      }
    }
  });
  await recordChunkMatches(jobId, chunk, [...bySearch.values()]);
}

/**
 * The import's alerts, once it is done: one search match per saved search, with the number of its new matches,
 * about the first of them. A repeated run adds none twice.
 */
export async function sendImportDigest(jobId: string): Promise<number> {
  const bySearch = new Map<string, ChunkMatch>();
  for (const match of await importMatches(jobId)) {
    const total = bySearch.get(match.searchId);
    if (total) total.count += match.count;
    else bySearch.set(match.searchId, { ...match });
  }
  let sent = 0;
  await inParallel([...bySearch.values()], async ({ userId, searchId, q, category, filters, count, itemId }) => {
    const first = await findItem(itemId);
    if (!first) return;
    const content = {
      type: 'search_match' as const,
      searchId,
      ...(q ? { q } : {}),
      ...(category ? { category } : {}),
      ...(filters ? { filters } : {}),
      ...about(first),
      ...(count > 1 ? { count } : {}),
    };
    if (await addSearchMatch(userId, content, `IMPORT#${jobId}#${searchId}`)) sent++;
  });
  return sent;
}

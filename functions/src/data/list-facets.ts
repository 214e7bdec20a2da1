import type { FilterGroup, InventoryItem, ListFacets, ListQuery, SizeBucket } from '@surplus/shared';
import { matchesFilters, searchSize } from '@surplus/shared';
import { inScope, nearOwners, readCandidates } from './filtered-pages';
import { nearPoint } from './filtered-list';
import { listItemsPage } from './item-pages';
import { searchItemsPage } from './item-search';

/**
 * Listings counted at most: those a narrowing filter (near, fit) allows, else the newest this many in the
 * scope, and the answer then says `sampled` when there were more.
 */
export const FACETS_READ_MAX = 5000;

/** Sizes are counted in whole feet: 8' 0" to 8' 11" is one bucket. */
const bucketOf = (inches: number) => Math.floor(inches / 12) * 12;

/**
 * GET /api/inventory/facets: how many listings match the query, and for each filter value how many match
 * every other filter. The listings counted are the same candidates a filtered page reads (filtered-list.ts).
 */
export async function listFacets(query: ListQuery): Promise<ListFacets> {
  const origin = nearPoint(query);
  const near = await nearOwners(query, origin);
  const candidates = await readCandidates(query, near, FACETS_READ_MAX);
  let items: InventoryItem[];
  let sampled = false;
  if (candidates) {
    items = candidates.filter(inScope(query));
  } else {
    // The newest listings of the scope, not the newest matches: the read is bounded whatever the filters match.
    const base: ListQuery = { ...query, sort: 'recent', cursor: undefined, limit: FACETS_READ_MAX };
    const page = base.q ? await searchItemsPage({ ...base, q: base.q }) : await listItemsPage(base);
    items = page.items;
    sampled = page.nextCursor !== null;
  }
  const matching = (group: FilterGroup | null) => items.filter((item) => matchesFilters(item, query, origin, new Set(group ? [group] : [])));
  return {
    total: matching(null).length,
    doorType: countBy(matching('doorType'), (item) => (item.category === 'door' ? item.doorType : undefined)),
    partType: countBy(matching('partType'), (item) => (item.category === 'part' ? item.partType : undefined)),
    material: countBy(matching('material'), (item) => (item.category === 'door' ? item.material : undefined)),
    insulated: matching('insulated').filter((item) => item.category === 'door' && item.insulated === true).length,
    widthIn: buckets(matching('width').map((item) => searchSize(item)?.widthIn)),
    heightIn: buckets(matching('height').map((item) => searchSize(item)?.heightIn)),
    ...(sampled ? { sampled } : {}),
  };
}

function countBy(items: InventoryItem[], value: (item: InventoryItem) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const key = value(item);
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function buckets(sizes: (number | undefined)[]): SizeBucket[] {
  const counts = new Map<number, number>();
  for (const size of sizes) if (size !== undefined) counts.set(bucketOf(size), (counts.get(bucketOf(size)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([min, count]) => ({ min, max: min + 11, count }));
}

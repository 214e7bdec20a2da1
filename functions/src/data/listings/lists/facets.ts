import type { Category, FilterGroup, GeoPoint, InventoryItem, ListFacets, ListQuery, OpeningSize, SizeBucket } from '@surplus/shared';
import { matchesFilters, searchSize } from '@surplus/shared';
import { inScope, readCandidates } from './filtered-pages';
import { narrowingOf } from './filtered-list';
import { listItemsPage } from './pages';
import { type CommonWordReporter, searchItemsPage } from '../../search/item-search';
import type { SizeFigure } from './size-figures';

/**
 * Listings counted at most: those a narrowing filter (near, fit) allows, else the newest this many in the
 * scope, and the answer then says `sampled` when there were more.
 */
export const FACETS_READ_MAX = 5000;

/** Sizes are counted in whole feet: 8' 0" to 8' 11" is one bucket. */
const bucketOf = (inches: number) => Math.floor(inches / 12) * 12;

/**
 * GET /api/inventory/facets: how many listings match the query, and for each filter value how many match
 * every other filter. The listings counted are the same candidates a filtered page reads (listings/lists/filtered-list.ts);
 * an opening's window without words, owners or a place is counted from its size figures, whatever its size.
 */
export async function listFacets(query: ListQuery, reportCommonWords?: CommonWordReporter): Promise<ListFacets> {
  const { origin, near, window } = await narrowingOf(query);
  if (window && !query.q && !query.owner && query.excludeOwner === undefined && !near) return facetsOf(figureListings(window.sizes), query, null);
  const candidates = await readCandidates(query, near, window, FACETS_READ_MAX);
  if (candidates) return facetsOf(candidates.filter(inScope(query)).map(once), query, origin);
  // The newest listings of the scope, not the newest matches: the read is bounded whatever the filters match.
  const base: ListQuery = { ...query, sort: 'recent', cursor: undefined, limit: FACETS_READ_MAX };
  const page = base.q ? await searchItemsPage({ ...base, q: base.q }, { reportCommonWords }) : await listItemsPage(base);
  return { ...facetsOf(page.items.map(once), query, origin), ...(page.nextCursor !== null ? { sampled: true as const } : {}) };
}

/** Listings counted, each standing for `count` listings alike in everything a facet looks at. */
interface Counted {
  item: InventoryItem;
  count: number;
}
const once = (item: InventoryItem): Counted => ({ item, count: 1 });

/** Each combination of a size's figures as a listing of that size and those specs. */
const figureListings = (sizes: readonly SizeFigure[]): Counted[] =>
  sizes.flatMap((size) =>
    size.combinations.map(({ specs, count }) => {
      return { item: { category: size.category, name: '', description: '', ...specs, ...sizeFields(size.category, size) } as InventoryItem, count };
    }),
  );

function facetsOf(listings: Counted[], query: ListQuery, origin: GeoPoint | null): ListFacets {
  const sized = listings.map((listing) => withSize(listing, searchSize(listing.item)));
  const matching = (group: FilterGroup | null) => sized.filter(({ item }) => matchesFilters(item, query, origin, new Set(group ? [group] : [])));
  return {
    total: sum(matching(null)),
    doorType: countBy(matching('doorType'), (item) => (item.category === 'door' ? item.doorType : undefined)),
    partType: countBy(matching('partType'), (item) => (item.category === 'part' ? item.partType : undefined)),
    material: countBy(matching('material'), (item) => (item.category === 'door' ? item.material : undefined)),
    insulated: sum(matching('insulated').filter(({ item }) => item.category === 'door' && item.insulated === true)),
    widthIn: buckets(matching('width').map(({ size, count }) => [size?.widthIn, count])),
    heightIn: buckets(matching('height').map(({ size, count }) => [size?.heightIn, count])),
  };
}

/** The listing with its size as if entered, so that no filter of a facet reads the size from its text again. */
function withSize(listing: Counted, size: OpeningSize | null): Counted & { size: OpeningSize | null } {
  if (!size) return { ...listing, size };
  return { ...listing, item: { ...listing.item, ...sizeFields(listing.item.category, size) }, size };
}

/** A size as the fields a seller enters: a door's own, a part's door size. */
const sizeFields = (category: Category, size: OpeningSize) =>
  category === 'door' ? { widthIn: size.widthIn, heightIn: size.heightIn } : { fitsWidthIn: size.widthIn, fitsHeightIn: size.heightIn };

const sum = (listings: readonly Counted[]) => listings.reduce((total, listing) => total + listing.count, 0);

function countBy(listings: readonly Counted[], value: (item: InventoryItem) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { item, count } of listings) {
    const key = value(item);
    if (key !== undefined) counts[key] = (counts[key] ?? 0) + count;
  }
  return counts;
}

function buckets(sizes: [number | undefined, number][]): SizeBucket[] {
  const counts = new Map<number, number>();
  for (const [size, count] of sizes) if (size !== undefined) counts.set(bucketOf(size), (counts.get(bucketOf(size)) ?? 0) + count);
  return [...counts].sort(([a], [b]) => a - b).map(([min, count]) => ({ min, max: min + 11, count }));
}

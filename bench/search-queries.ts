import { type GeoPoint, type InventoryItem, listQuerySchema, matchesFilters, SEARCH_FIELDS, words } from '@surplus/shared';
import { geocode } from '../functions/src/geo/geocode';
import { type Business, type GeneratedItem, RARE_WORD, SEARCH_WORD } from './catalogue';

export interface SearchQuery {
  key: string;
  /** What the row shows: the kind of search and its text. */
  label: string;
  path: string;
  /** Share of the listings the search matches exactly (0..1), from the catalogue; none for typeahead. */
  share?: number;
  /** Words (`q`, typeahead), or the spec, fit and distance filters (a list page or its facets). */
  kind: 'text' | 'filters' | 'facets';
}

const listPath = (q: string) => `/api/inventory?limit=10&q=${encodeURIComponent(q)}`;
/** The searchable fields of a generated listing, with its owner's business name and location. */
const searchable = (item: GeneratedItem, owners: readonly Business[]): Record<(typeof SEARCH_FIELDS)[number], string> => ({
  ...item.input,
  businessName: owners[item.owner]?.businessName ?? '',
  businessLocation: owners[item.owner]?.location ?? '',
});

/**
 * The searches of the benchmark: a SKU of one listing (the oldest), a rare word (0.1%), a word of 2%, a
 * common word (about 20%), two words that go together and two that rarely do, a typo, and typeahead.
 * Shares are counted over `catalogue`, whose listings belong to `owners`.
 */
export function searchQueries(catalogue: readonly GeneratedItem[], owners: readonly Business[]): SearchQuery[] {
  const sku = catalogue[0]?.input.itemId ?? 'none';
  const listingWords = catalogue.map((item) => {
    const fields = searchable(item, owners);
    return SEARCH_FIELDS.flatMap((field) => words(fields[field]));
  });
  const share = (q: string) =>
    listingWords.filter((listing) => words(q).every((word) => listing.some((candidate) => candidate.startsWith(word)))).length /
    Math.max(1, catalogue.length);
  const list = (key: string, kind: string, q: string, shareOf = q): SearchQuery => ({ key, label: `${kind}: q=${q}`, path: listPath(q), share: share(shareOf), kind: 'text' });
  return [
    list('search-sku', 'unique SKU', sku),
    list('search-rare', 'rare word', RARE_WORD),
    list('search', 'word of 2%', SEARCH_WORD),
    list('search-common', 'common word', 'commercial'),
    list('search-two', 'two words, together', 'insulated steel'),
    list('search-two-sparse', 'two words, seldom together', 'insulated 12x14'),
    list('search-typo', 'typo', 'hurricne', SEARCH_WORD),
    { key: 'suggest', label: 'typeahead: /api/search/suggest?q=hurr', path: '/api/search/suggest?q=hurr', kind: 'text' },
    ...filterQueries(catalogue, owners),
  ];
}

/** A 12' x 14' opening, and a radius around Dallas, where a few of the catalogue's businesses are. */
const FIT = { fitW: '144', fitH: '168' };
const NEAR = { near: 'Dallas, TX', radiusMi: '100' };

/**
 * The searches by spec, fit and distance: a fit, a distance, both with spec filters, each in the list's
 * order and in its own, and the facets of a fit and of a distance. Shares by the list routes' own rule
 * (matchesFilters), with each business placed where the gazetteer puts its location, as createUser does.
 */
function filterQueries(catalogue: readonly GeneratedItem[], owners: readonly Business[]): SearchQuery[] {
  const points = owners.map((owner) => geocode(owner.location));
  const listings = catalogue.map((item) => {
    const point = points[item.owner];
    return { ...item.input, ...(point && { lat: point.lat, lon: point.lon }) } as InventoryItem;
  });
  const query = (key: string, kind: SearchQuery['kind'], label: string, params: Record<string, string>): SearchQuery => {
    const filters = listQuerySchema.parse(params);
    const origin: GeoPoint | null = filters.near === undefined ? null : geocode(filters.near);
    const matches = listings.filter((item) => matchesFilters(item, filters, origin)).length;
    const text = Object.entries(params).map(([name, value]) => `${name}=${value}`).join('&');
    const encoded = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
    const path = kind === 'facets' ? `/api/inventory/facets?${encoded}` : `/api/inventory?limit=10&${encoded}`;
    return { key, label: `${label}: ${kind === 'facets' ? 'facets?' : ''}${text}`, path, share: matches / Math.max(1, catalogue.length), kind };
  };
  return [
    query('fit', 'filters', 'fit', FIT),
    query('fit-sorted', 'filters', 'fit, closest first', { ...FIT, sort: 'fit' }),
    query('near', 'filters', 'distance', NEAR),
    query('near-sorted', 'filters', 'distance, nearest first', { ...NEAR, sort: 'distance' }),
    query('specs-fit-near', 'filters', 'specs, fit and distance', { doorType: 'sectional', insulated: '1', ...FIT, near: 'Dallas, TX', radiusMi: '200' }),
    query('facets-fit', 'facets', 'facets of a fit', FIT),
    query('facets-near', 'facets', 'facets of a distance', NEAR),
  ];
}

export interface FirstMatch {
  key: string;
  size: number;
  /** Requests a client following nextCursor makes before a page holds a match (facets: one). */
  requests: number;
  /** Listings on that page (facets: the total they count). */
  items: number;
  fuzzy: boolean;
  /** The HTTP status when the route answered an error instead. */
  status?: number;
}

/** Follows the cursor from the first page until a page holds a match (or the list ends). */
export async function requestsToFirstMatch(baseUrl: string, query: SearchQuery, size: number): Promise<FirstMatch> {
  let cursor: string | null = null;
  for (let requests = 1; ; requests++) {
    const url = new URL(cursor ? `${query.path}&cursor=${cursor}` : query.path, baseUrl);
    const response = await fetch(url);
    const page = (await response.json()) as { items?: unknown[]; nextCursor?: string | null; fuzzy?: boolean; suggestions?: unknown[]; total?: number };
    if (!response.ok) return { key: query.key, size, requests, items: 0, fuzzy: false, status: response.status };
    if (typeof page.total === 'number') return { key: query.key, size, requests, items: page.total, fuzzy: false };
    const items = (page.items ?? page.suggestions ?? []).length;
    cursor = page.nextCursor ?? null;
    if (items > 0 || !cursor || requests >= 100) return { key: query.key, size, requests, items, fuzzy: page.fuzzy === true };
  }
}

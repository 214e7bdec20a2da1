import { SEARCH_FIELDS, words } from '@surplus/shared';
import { type Business, type GeneratedItem, RARE_WORD, SEARCH_WORD } from './catalogue';

export interface SearchQuery {
  key: string;
  /** What the row shows: the kind of search and its text. */
  label: string;
  path: string;
  /** Share of the listings the search matches exactly (0..1), from the catalogue; none for typeahead. */
  share?: number;
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
  const list = (key: string, kind: string, q: string, shareOf = q): SearchQuery => ({ key, label: `${kind}: q=${q}`, path: listPath(q), share: share(shareOf) });
  return [
    list('search-sku', 'unique SKU', sku),
    list('search-rare', 'rare word', RARE_WORD),
    list('search', 'word of 2%', SEARCH_WORD),
    list('search-common', 'common word', 'commercial'),
    list('search-two', 'two words, together', 'insulated steel'),
    list('search-two-sparse', 'two words, seldom together', 'insulated 12x14'),
    list('search-typo', 'typo', 'hurricne', SEARCH_WORD),
    { key: 'suggest', label: 'typeahead: /api/search/suggest?q=hurr', path: '/api/search/suggest?q=hurr' },
  ];
}

export interface FirstMatch {
  key: string;
  size: number;
  /** Requests a client following nextCursor makes before a page holds a match. */
  requests: number;
  items: number;
  fuzzy: boolean;
}

/** Follows the cursor from the first page until a page holds a match (or the list ends). */
export async function requestsToFirstMatch(baseUrl: string, query: SearchQuery, size: number): Promise<FirstMatch> {
  let cursor: string | null = null;
  for (let requests = 1; ; requests++) {
    const url = new URL(cursor ? `${query.path}&cursor=${cursor}` : query.path, baseUrl);
    const page = (await (await fetch(url)).json()) as { items?: unknown[]; nextCursor?: string | null; fuzzy?: boolean; suggestions?: unknown[] };
    const items = (page.items ?? page.suggestions ?? []).length;
    cursor = page.nextCursor ?? null;
    if (items > 0 || !cursor || requests >= 100) return { key: query.key, size, requests, items, fuzzy: page.fuzzy === true };
  }
}

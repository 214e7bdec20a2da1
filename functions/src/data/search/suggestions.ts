import type { InventoryItem, SearchSuggestion, SuggestionKind } from '@surplus/shared';
import { queryWords, SUGGEST_LIMIT, words } from '@surplus/shared';
import { type CommonWordReporter, findMatches } from './item-search';

/** Listings read for one set of suggestions: a few per suggestion, as a listing may match through its description only. */
const LISTINGS_READ = 12;

const SUGGESTED_FIELDS: readonly [SuggestionKind, (item: InventoryItem) => string][] = [
  ['name', (item) => item.name],
  ['itemId', (item) => item.itemId],
  ['business', (item) => item.businessName],
];

/**
 * Completions of `q`: names, item ids and business names of the most recently updated listings matching
 * it, where that field alone has every query word (as the start of one of its words). Same words as the
 * list search (shared search-words.ts), exact matches only.
 */
export async function suggestionsFor(q: string, reportCommonWords?: CommonWordReporter): Promise<SearchSuggestion[]> {
  const typed = queryWords(q);
  if (typed.length === 0) return [];
  const { items } = await findMatches({ q, sort: 'recent', limit: LISTINGS_READ }, typed.map((word) => [word]), false, { reportCommonWords });
  const suggestions: SearchSuggestion[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const [kind, field] of SUGGESTED_FIELDS) {
      const text = field(item);
      const fieldWords = words(text);
      const key = `${kind}:${text.toLowerCase()}`;
      if (seen.has(key) || !typed.every((word) => fieldWords.some((candidate) => candidate.startsWith(word)))) continue;
      seen.add(key);
      suggestions.push(kind === 'business' ? { text, kind } : { text, kind, id: item.id });
      if (suggestions.length === SUGGEST_LIMIT) return suggestions;
    }
  }
  return suggestions;
}

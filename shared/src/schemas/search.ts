import { z } from 'zod';
import { LIST_QUERY_MAX } from './list-query';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_LIMIT = 8;

/** Query string of GET /api/search/suggest. */
export const suggestQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SUGGEST_MIN_CHARS, `Search text must be at least ${SUGGEST_MIN_CHARS} characters`)
      .max(LIST_QUERY_MAX, `Search text must be at most ${LIST_QUERY_MAX} characters`),
  })
  .strict();
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

export const SUGGESTION_KINDS = ['name', 'itemId', 'business'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One completion: a listing's name or item id (with the listing's id), or a business name. */
export interface SearchSuggestion {
  text: string;
  kind: SuggestionKind;
  id?: number;
}

export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}

/** What a list says above a page that came from the typo-tolerant fallback (`fuzzy: true`). */
export const fuzzyNotice = (q: string) => `No exact matches for "${q}". Showing close matches.`;

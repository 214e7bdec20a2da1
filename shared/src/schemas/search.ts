import { z } from 'zod';
import { LIST_QUERY_MAX, LIST_QUERY_WORDS_MAX, SUGGEST_MIN_CHARS } from '../constants';
import { queryWords } from '../search-words';

/** Query string of GET /api/search/suggest. */
export const suggestQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SUGGEST_MIN_CHARS, `Search text must be at least ${SUGGEST_MIN_CHARS} characters`)
      .max(LIST_QUERY_MAX, `Search text must be at most ${LIST_QUERY_MAX} characters`)
      .refine((q) => queryWords(q).length <= LIST_QUERY_WORDS_MAX, `Search text must have at most ${LIST_QUERY_WORDS_MAX} words`),
  })
  .strict();
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

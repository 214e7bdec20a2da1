import * as z from 'zod/mini';
import { SUGGEST_MIN_CHARS } from '../search-rules';
import { searchTextSchema } from './list-query';
import { minLength } from './zod';

/** Query string of GET /api/search/suggest. */
export const suggestQuerySchema = z.strictObject({
  q: z.pipe(
    z.string().check(z.trim(), minLength(SUGGEST_MIN_CHARS, `Search text must be at least ${SUGGEST_MIN_CHARS} characters`)),
    searchTextSchema,
  ),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

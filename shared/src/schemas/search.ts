import { z } from 'zod';
import { SUGGEST_MIN_CHARS } from '../constants';
import { searchTextSchema } from './list-query';

/** Query string of GET /api/search/suggest. */
export const suggestQuerySchema = z
  .object({
    q: z.string().trim().min(SUGGEST_MIN_CHARS, `Search text must be at least ${SUGGEST_MIN_CHARS} characters`).pipe(searchTextSchema),
  })
  .strict();
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

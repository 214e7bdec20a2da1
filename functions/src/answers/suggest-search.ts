import { suggestQuerySchema } from '@surplus/shared';
import { suggestionsFor } from '../data/search/suggestions';
import { validate } from '../lib/validate';
import type { AnswerRequest } from './answer';

/** GET /api/search/suggest: typeahead completions of names, item ids and business names. */
export const answer = async ({ query, reportCommonWords }: AnswerRequest) => ({
  suggestions: await suggestionsFor(validate(suggestQuerySchema, query).q, reportCommonWords),
});

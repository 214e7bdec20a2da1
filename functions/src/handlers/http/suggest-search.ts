import { answerRequest } from '../../answers/answer';
import { answer as searchSuggestionsAnswer } from '../../answers/suggest-search';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';
import { suggestQuerySchema } from '@surplus/shared';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Up to 8 typeahead completions',
  tag: 'Listings',
  ok: [200, 'suggestionsResponse'],
  errors: [400],
};

/** GET /api/search/suggest: typeahead completions of names, item ids and business names. */
export const handler = httpRoute({ doc, query: suggestQuerySchema }, async (event, context) => json(200, await searchSuggestionsAnswer(answerRequest(event, context, reportCommonWords))));

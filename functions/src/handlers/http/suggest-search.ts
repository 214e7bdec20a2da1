import { answerRequest } from '../../answers/answer';
import { searchSuggestionsAnswer } from '../../answers/search-suggestions';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';

/** GET /api/search/suggest: typeahead completions of names, item ids and business names. */
export const handler = httpRoute({}, async (event, context) => json(200, await searchSuggestionsAnswer(answerRequest(event, context, reportCommonWords))));

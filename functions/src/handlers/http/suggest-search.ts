import { suggestQuerySchema } from '@surplus/shared';
import { suggestionsFor } from '../../data/item-suggestions';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';

/** GET /api/search/suggest: typeahead completions of names, item ids and business names. */
export const handler = httpRoute({}, async (event) =>
  json(200, { suggestions: await suggestionsFor(parseQueryString(suggestQuerySchema, event).q) }),
);

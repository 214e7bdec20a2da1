import { answerRequest } from '../../answers/answer';
import { answer as listFacetsAnswer } from '../../answers/list-facets';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';
import { listQuerySchema } from '@surplus/shared';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'How many listings match, and per filter value how many match every other filter',
  tag: 'Listings',
  ok: [200, 'facetsResponse'],
  errors: [400],
};

/** GET /api/inventory/facets: how many listings match, and per filter value how many match every other filter. */
export const handler = httpRoute({ doc, query: listQuerySchema, auth: 'optional' }, async (event, context) => json(200, await listFacetsAnswer(answerRequest(event, context, reportCommonWords))));

import { answerRequest } from '../../answers/answer';
import { listFacetsAnswer } from '../../answers/list-facets';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';

/** GET /api/inventory/facets: how many listings match, and per filter value how many match every other filter. */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) => json(200, await listFacetsAnswer(answerRequest(event, context, reportCommonWords))));

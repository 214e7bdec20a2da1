import { answerRequest } from '../../answers/answer';
import { answer as listPartsAnswer } from '../../answers/list-parts';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';
import { categoryListQuerySchema } from '@surplus/shared';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Part listings',
  tag: 'Listings',
  ok: [200, 'itemListResponse'],
  errors: [400],
};

/** GET /api/inventory/part: part listings, newest first unless sorted; one page when `limit` is given. */
export const handler = httpRoute({ doc, query: categoryListQuerySchema, auth: 'optional' }, async (event, context) => json(200, await listPartsAnswer(answerRequest(event, context, reportCommonWords))));

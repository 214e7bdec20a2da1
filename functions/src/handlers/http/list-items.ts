import { answerRequest } from '../../answers/answer';
import { answer as listItemsAnswer } from '../../answers/list-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reportCommonWords } from '../../use-cases/common-word-reports';
import { listQuerySchema } from '@surplus/shared';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Every listing, newest first (or one page with `limit`), optionally searched and filtered',
  tag: 'Listings',
  ok: [200, 'itemListResponse'],
  errors: [400],
};

/** GET /api/inventory: every listing (newest first unless sorted), one page when `limit` is given. */
export const handler = httpRoute({ doc, query: listQuerySchema, auth: 'optional' }, async (event, context) => json(200, await listItemsAnswer(answerRequest(event, context, reportCommonWords))));

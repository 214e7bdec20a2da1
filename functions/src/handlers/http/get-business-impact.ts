import { answerRequest } from '../../answers/answer';
import { answer as businessImpactAnswer } from '../../answers/get-business-impact';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A business\'s impact ledger added up, as seller and as buyer, month by month (the last 24)',
  tag: 'Impact',
  ok: [200, 'businessImpactResponse'],
  errors: [404],
};

/** GET /api/businesses/{id}/impact: a business's ledger figures as seller and as buyer, and its last 24 months. */
export const handler = httpRoute({ doc }, async (event, context) => json(200, await businessImpactAnswer(answerRequest(event, context))));

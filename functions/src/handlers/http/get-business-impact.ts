import { answerRequest } from '../../answers/answer';
import { businessImpactAnswer } from '../../answers/impact';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/businesses/{id}/impact: a business's ledger figures as seller and as buyer, and its last 24 months. */
export const handler = httpRoute({}, async (event, context) => json(200, await businessImpactAnswer(answerRequest(event, context))));

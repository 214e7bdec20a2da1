import { answerRequest } from '../../answers/answer';
import { marketplaceImpactAnswer } from '../../answers/impact';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/impact: what the whole marketplace kept out of landfill, confirmed and self-reported, and what is listed now. */
export const handler = httpRoute({}, async (event, context) => json(200, await marketplaceImpactAnswer(answerRequest(event, context))));

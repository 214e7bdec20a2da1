import { answerRequest } from '../../answers/answer';
import { businessAnswer } from '../../answers/businesses';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/businesses/{id}: the public profile of a business; a malformed id is as unknown as a missing one. */
export const handler = httpRoute({}, async (event, context) => json(200, await businessAnswer(answerRequest(event, context))));

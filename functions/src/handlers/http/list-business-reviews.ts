import { answerRequest } from '../../answers/answer';
import { businessReviewsAnswer } from '../../answers/reviews';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/businesses/{id}/reviews: the business's published reviews, newest first, with their average. */
export const handler = httpRoute({}, async (event, context) => json(200, await businessReviewsAnswer(answerRequest(event, context))));

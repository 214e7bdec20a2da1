import { answerRequest } from '../../answers/answer';
import { answer as businessReviewsAnswer } from '../../answers/list-business-reviews';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { reviewListQuerySchema } from '@surplus/shared';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A business\'s published reviews, newest first, with their average rating and count',
  tag: 'Impact',
  ok: [200, 'reviewPageResponse'],
  errors: [400, 404],
};

/** GET /api/businesses/{id}/reviews: the business's published reviews, newest first, with their average. */
export const handler = httpRoute({ doc, query: reviewListQuerySchema }, async (event, context) => json(200, await businessReviewsAnswer(answerRequest(event, context))));

import { reviewCreateSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { createReview } from '../../use-cases/reviews';

/** POST /api/transfers/{id}/review: a party's review of a confirmed transfer, hidden until both reviewed or the window closed. */
export const handler = httpRoute({ auth: 'required', body: reviewCreateSchema }, async (event, context) =>
  json(201, await createReview(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);

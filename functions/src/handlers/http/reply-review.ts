import { reviewReplySchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { replyToReview } from '../../use-cases/reviews';

/** POST /api/reviews/{id}/reply: the reviewed business answers a published review, once. */
export const handler = httpRoute({ auth: 'required', body: reviewReplySchema }, async (event, context) =>
  json(200, await replyToReview(requireUser(context), event.pathParameters?.id ?? '', context.body.reply)),
);

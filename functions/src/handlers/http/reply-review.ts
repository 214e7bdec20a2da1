import { reviewReplySchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { replyToReview } from '../../use-cases/reviews';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Reply once to a published review of the caller\'s business (the reviewed business only); the reply shows under the review',
  tag: 'Deals',
  ok: [200, 'reviewResponse', 'The review, with its reply'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is not the reviewed business ("Only the reviewed business can reply")'),
    404: 'No such published review ("Review not found")',
    409: 'The review has a reply ("You have already replied to this review")',
  },
};

/** POST /api/reviews/{id}/reply: the reviewed business answers a published review, once. */
export const handler = httpRoute({ doc, auth: 'required', body: reviewReplySchema }, async (event, context) =>
  json(200, await replyToReview(requireUser(context), event.pathParameters?.id ?? '', context.body.reply)),
);

import { reviewCreateSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { createReview } from '../../use-cases/reviews';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Review the other business of a confirmed transfer (either side, once, within 14 days of confirmation). The review stays hidden until the other side has reviewed too or the window closes; then both are published and each reviewed business gets a notification and an e-mail',
  tag: 'Deals',
  example: { rating: 5, comment: 'Door as described, and pickup took ten minutes.' },
  ok: [201, 'reviewResponse', 'The caller\'s review'],
  errors: [400, 401, 404, 409],
  errorText: {
    404: 'No such transfer, or one of others ("Transfer not found")',
    409: 'The transfer is not confirmed ("Only a confirmed transfer can be reviewed"), the caller reviewed it already ("You have already reviewed this transfer"), the window closed ("Reviews close 14 days after confirmation"), or the transfer changed meanwhile: try again',
  },
};

/** POST /api/transfers/{id}/review: a party's review of a confirmed transfer, hidden until both reviewed or the window closed. */
export const handler = httpRoute({ doc, auth: 'required', body: reviewCreateSchema }, async (event, context) =>
  json(201, await createReview(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);

import { offerCreateSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { makeOffer } from '../../use-cases/deal-offers';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'An offer by either party of one of the caller\'s threads; with the other party\'s offer open, it is a counter-offer and that one becomes countered. The other party gets a notification and an e-mail',
  tag: 'Deals',
  example: {
    quantity: 2,
    unitPriceCents: 70000,
    message: 'We can collect both on Friday.',
    expiresInHours: 48,
  },
  ok: [201, 'offerResponse'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    404: 'No such thread, or one of others',
    409: 'The caller\'s own offer is open in the thread (withdraw it first), more than is available ("Only N available"), or the listing or the other business is gone',
  },
};

/** POST /api/inquiries/{id}/offers: an offer or counter-offer by either party of the thread (404 for anyone else). */
export const handler = httpRoute({ doc, auth: 'required', body: offerCreateSchema }, async (event, context) =>
  json(201, await makeOffer(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);

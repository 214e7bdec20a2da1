import { offerCreateSchema } from '@surplus/shared';
import { itemIdParam } from '../../lib/item-id';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { makeListingOffer } from '../../use-cases/deal-offers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A buyer\'s offer from the listing page: in the caller\'s thread with the listing, opened when there is none (a counter-offer when the seller\'s offer is open there)',
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
    403: forbiddenText('The caller\'s own listing'),
    404: 'No such listing',
    409: 'More than is available ("Only N available"), or the caller\'s own offer is open in the thread: withdraw it first',
  },
};

/** POST /api/inventory/{id}/offers: a buyer's offer from the listing page, in their thread with the listing (opened if need be). */
export const handler = httpRoute({ doc, auth: 'required', body: offerCreateSchema }, async (event, context) =>
  json(201, await makeListingOffer(requireUser(context), itemIdParam(event), context.body)),
);

import { holdCreateSchema } from '@surplus/shared';
import { itemIdParam } from '../../lib/item-id';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { reserve } from '../../use-cases/deal-holds';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Reserve units of a listing at its asking price (a fixed, negotiable or free listing; the buyer, not its seller) for the stage\'s hold length (7 days unless set): in the caller\'s thread with the listing, opened when there is none. The seller gets a notification and an e-mail',
  tag: 'Deals',
  example: { quantity: 1 },
  ok: [201, 'holdResponse'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller\'s own listing'),
    404: 'No such listing',
    409: 'A listing without a price ("Make an offer: this listing has no price"), or more than is available ("Only N available")',
  },
};

/** POST /api/inventory/{id}/holds: a signed-in buyer reserves units of a listing at its asking price. */
export const handler = httpRoute({ doc, auth: 'required', body: holdCreateSchema }, async (event, context) =>
  json(201, await reserve(requireUser(context), itemIdParam(event), context.body.quantity)),
);

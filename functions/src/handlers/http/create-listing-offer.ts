import { offerCreateSchema } from '@surplus/shared';
import { itemIdParam } from '../../lib/item-id';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { makeListingOffer } from '../../use-cases/deal-offers';

/** POST /api/inventory/{id}/offers: a buyer's offer from the listing page, in their thread with the listing (opened if need be). */
export const handler = httpRoute({ auth: 'required', body: offerCreateSchema }, async (event, context) =>
  json(201, await makeListingOffer(requireUser(context), itemIdParam(event), context.body)),
);

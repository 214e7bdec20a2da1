import { offerCreateSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { makeOffer } from '../../use-cases/deal-offers';

/** POST /api/inquiries/{id}/offers: an offer or counter-offer by either party of the thread (404 for anyone else). */
export const handler = httpRoute({ auth: 'required', body: offerCreateSchema }, async (event, context) =>
  json(201, await makeOffer(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);

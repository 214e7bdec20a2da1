import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { answerOffer } from '../../use-cases/deal-offers';

/** POST /api/offers/{id}/withdraw: by the party that made it. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await answerOffer(requireUser(context), event.pathParameters?.id ?? '', 'withdraw')),
);

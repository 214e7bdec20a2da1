import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { answerOffer } from '../../use-cases/deal-offers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Accept an open offer (the party that did not make it): the offer\'s quantity goes on hold for the buyer at the offer\'s price, in the same step',
  tag: 'Deals',
  ok: [200, 'offerAcceptedResponse'],
  errors: [401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller made the offer: only the other party can accept it'),
    404: 'No such offer, or one of a thread of others',
    409: 'The offer is no longer open ("This offer is <status>"), or more than is available now ("Only N available")',
  },
};

/** POST /api/offers/{id}/accept: by the party that did not make it: the offer's quantity goes on hold at its price. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, await answerOffer(requireUser(context), event.pathParameters?.id ?? '', 'accept')),
);

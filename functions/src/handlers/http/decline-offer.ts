import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { answerOffer } from '../../use-cases/deal-offers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Decline an open offer (the party that did not make it)',
  tag: 'Deals',
  ok: [200, 'offerResponse'],
  errors: [401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller made the offer: only the other party can decline it'),
    404: 'No such offer, or one of a thread of others',
    409: 'The offer is no longer open ("This offer is <status>")',
  },
};

/** POST /api/offers/{id}/decline: by the party that did not make it. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, await answerOffer(requireUser(context), event.pathParameters?.id ?? '', 'decline')),
);

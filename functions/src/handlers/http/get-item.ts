import { answerRequest } from '../../answers/answer';
import { answer as itemAnswer } from '../../answers/get-item';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One listing',
  tag: 'Listings',
  ok: [200, 'itemResponse'],
  errors: [400, 404],
};

/** GET /api/inventory/item/{id}: one listing with its business fields (and `saved` for a signed-in caller). */
export const handler = httpRoute({ doc, auth: 'optional' }, async (event, context) => json(200, await itemAnswer(answerRequest(event, context))));

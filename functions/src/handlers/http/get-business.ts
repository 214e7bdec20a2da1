import { answerRequest } from '../../answers/answer';
import { answer as businessAnswer } from '../../answers/get-business';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A business\'s public profile with the figures of its current listings',
  tag: 'Listings',
  ok: [200, 'businessProfileResponse'],
  errors: [404],
};

/** GET /api/businesses/{id}: the public profile of a business; a malformed id is as unknown as a missing one. */
export const handler = httpRoute({ doc }, async (event, context) => json(200, await businessAnswer(answerRequest(event, context))));

import { answer as businessesAnswer } from '../../answers/list-businesses';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Businesses with listings, by name, with their counts',
  tag: 'Listings',
  ok: [200, 'businessesResponse'],
};

/** GET /api/businesses: every business with a listing, by name, for the business filter and the By Business tab. */
export const handler = httpRoute({ doc }, async () => json(200, await businessesAnswer()));

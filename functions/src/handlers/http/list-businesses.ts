import { businessesAnswer } from '../../answers/businesses';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/businesses: every business with a listing, by name, for the business filter and the By Business tab. */
export const handler = httpRoute({}, async () => json(200, await businessesAnswer()));

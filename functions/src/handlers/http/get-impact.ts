import { answer as marketplaceImpactAnswer } from '../../answers/get-impact';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The marketplace\'s impact: kilograms kept out of landfill by confirmed transfers and sales reported by sellers, month by month (the last 24), and the estimate of what is listed now',
  tag: 'Impact',
  ok: [200, 'marketplaceImpactResponse'],
};

/** GET /api/impact: what the whole marketplace kept out of landfill, confirmed and self-reported, and what is listed now. */
export const handler = httpRoute({ doc }, async () => json(200, await marketplaceImpactAnswer()));

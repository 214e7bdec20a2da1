import { listAllItems } from '../../data/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory: every listing, newest first. */
export const handler = httpRoute({}, async () => json(200, await listAllItems()));

import { listItemsByCategory } from '../../data/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/part: part listings, newest first. */
export const handler = httpRoute({}, async () => json(200, await listItemsByCategory('part')));

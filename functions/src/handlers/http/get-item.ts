import { notFound } from '../../core/errors';
import { itemIdParam } from '../../core/item-id';
import { findItem } from '../../data/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/item/{id}: one listing with its business fields. */
export const handler = httpRoute({}, async (event) => {
  const item = await findItem(itemIdParam(event));
  if (!item) throw notFound('Item not found');
  return json(200, item);
});

import { notFound } from '../../core/errors';
import { itemIdParam } from '../../core/item-id';
import { findItem } from '../../data/items';
import { withSavedFlags } from '../../data/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/** GET /api/inventory/item/{id}: one listing with its business fields (and `saved` for a signed-in caller). */
export const handler = httpRoute({ auth: 'optional' }, async (event, context) => {
  const item = await findItem(itemIdParam(event));
  if (!item) throw notFound('Item not found');
  const [answer] = await withSavedFlags([item], context.user?.id);
  return json(200, answer);
});

import { itemIdParam } from '../../lib/item-id';
import { deleteItem } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** DELETE /api/inventory/{id}: only the owner may delete an item. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  const user = requireUser(context);
  await deleteItem(itemIdParam(event), user.id);
  return message(200, 'Item deleted');
});

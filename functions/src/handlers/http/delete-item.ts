import { itemIdParam } from '../../lib/item-id';
import { deleteItem } from '../../data/listings/item-writes';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Delete an own listing',
  tag: 'Listings',
  ok: [200, 'messageResponse'],
  errors: [401, 404, 409],
  errorText: { 409: 'Units of the listing are on hold: release the holds first' },
};

/** DELETE /api/inventory/{id}: only the owner may delete an item. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const user = requireUser(context);
  await deleteItem(itemIdParam(event), user.id);
  return message(200, 'Item deleted');
});

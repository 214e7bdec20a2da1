import { notFound } from '../../lib/errors';
import { itemIdParam } from '../../lib/item-id';
import { findItem } from '../../data/listings/items';
import { saveListing } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** PUT /api/saved/{id}: saves a listing for the caller; saving it again changes nothing. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  const user = requireUser(context);
  const id = itemIdParam(event);
  if (!(await findItem(id))) throw notFound('Item not found');
  await saveListing(user.id, id);
  return json(200, { saved: true });
});

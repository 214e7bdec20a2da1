import { itemIdParam } from '../../lib/item-id';
import { unsaveListing } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** DELETE /api/saved/{id}: unsaves a listing, also one deleted since it was saved. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  await unsaveListing(requireUser(context).id, itemIdParam(event));
  return json(200, { saved: false });
});

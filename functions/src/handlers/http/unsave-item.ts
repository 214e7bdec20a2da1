import { itemIdParam } from '../../lib/item-id';
import { unsaveListing } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Unsave a listing',
  tag: 'Saved and notifications',
  ok: [200, 'savedResponse'],
  errors: [400, 401],
};

/** DELETE /api/saved/{id}: unsaves a listing, also one deleted since it was saved. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  await unsaveListing(requireUser(context).id, itemIdParam(event));
  return json(200, { saved: false });
});

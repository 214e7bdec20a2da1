import { notFound } from '../../lib/errors';
import { itemIdParam } from '../../lib/item-id';
import { findItem } from '../../data/listings/items';
import { saveListing } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Save a listing (idempotent)',
  tag: 'Saved and notifications',
  ok: [200, 'savedResponse'],
  errors: [400, 401, 404],
};

/** PUT /api/saved/{id}: saves a listing for the caller; saving it again changes nothing. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const user = requireUser(context);
  const id = itemIdParam(event);
  if (!(await findItem(id))) throw notFound('Item not found');
  await saveListing(user.id, id);
  return json(200, { saved: true });
});

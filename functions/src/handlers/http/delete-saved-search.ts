import { deleteSavedSearch } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Delete an own saved search',
  tag: 'Saved and notifications',
  ok: [200, 'messageResponse'],
  errors: [401, 404],
};

/** DELETE /api/saved-searches/{id}: only the caller's own; any other id answers 404. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  await deleteSavedSearch(requireUser(context).id, event.pathParameters?.id ?? '');
  return message(200, 'Saved search deleted');
});

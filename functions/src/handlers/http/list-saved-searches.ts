import { listSavedSearches } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s saved searches, newest first',
  tag: 'Saved and notifications',
  ok: [200, 'savedSearchesResponse'],
  errors: [401],
};

/** GET /api/saved-searches: the caller's saved searches (at most 20), newest first. */
export const handler = httpRoute({ doc, auth: 'required' }, async (_event, context) => json(200, await listSavedSearches(requireUser(context).id)));

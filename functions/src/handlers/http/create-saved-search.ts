import { savedSearchCreateSchema } from '@surplus/shared';
import { createSavedSearch } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Save a search (at most 20); new matching listings of other businesses notify the caller. 200 with the same search already saved',
  tag: 'Saved and notifications',
  ok: [201, 'savedSearchResponse'],
  errors: [400, 401],
};

/**
 * POST /api/saved-searches: saves a search (`q`, `category`, the list filters, or any of them together) whose
 * new matches alert the caller; 201, or 200 with the one already saved when the caller has the same search.
 * 400 'Unknown location' for a `near` place the gazetteer does not know.
 */
export const handler = httpRoute({ doc, auth: 'required', body: savedSearchCreateSchema }, async (_event, context) => {
  const { q, category, ...filters } = context.body;
  const { search, created } = await createSavedSearch(requireUser(context).id, { q, category, filters });
  return json(created ? 201 : 200, search);
});

import { savedSearchCreateSchema } from '@surplus/shared';
import { createSavedSearch } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/**
 * POST /api/saved-searches: saves a search (`q`, `category`, the list filters, or any of them together) whose
 * new matches alert the caller; 201, or 200 with the one already saved when the caller has the same search.
 * 400 'Unknown location' for a `near` place the gazetteer does not know.
 */
export const handler = httpRoute({ auth: 'required', body: savedSearchCreateSchema }, async (_event, context) => {
  const { q, category, ...filters } = context.body;
  const { search, created } = await createSavedSearch(requireUser(context).id, { q, category, filters });
  return json(created ? 201 : 200, search);
});

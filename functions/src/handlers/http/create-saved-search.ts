import { savedSearchCreateSchema } from '@surplus/shared';
import { createSavedSearch } from '../../data/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** POST /api/saved-searches: saves a search (`q`, `category` or both) whose new matches alert the caller. */
export const handler = httpRoute({ auth: 'required', body: savedSearchCreateSchema }, async (_event, context) =>
  json(201, await createSavedSearch(requireUser(context).id, context.body)),
);

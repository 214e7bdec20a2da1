import { listSavedSearches } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/saved-searches: the caller's saved searches (at most 20), newest first. */
export const handler = httpRoute({ auth: 'required' }, async (_event, context) => json(200, await listSavedSearches(requireUser(context).id)));

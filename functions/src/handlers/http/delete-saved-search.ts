import { deleteSavedSearch } from '../../data/saved/saved-searches';
import { httpRoute } from '../../middleware/http-api';
import { message } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** DELETE /api/saved-searches/{id}: only the caller's own; any other id answers 404. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  await deleteSavedSearch(requireUser(context).id, event.pathParameters?.id ?? '');
  return message(200, 'Saved search deleted');
});

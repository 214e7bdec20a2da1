import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { releaseHold } from '../../use-cases/deal-holds';

/** POST /api/holds/{id}/release: either party ends the hold; its units go back on the listing. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await releaseHold(requireUser(context), event.pathParameters?.id ?? '')),
);

import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { cancelTransfer } from '../../use-cases/transfers';

/** POST /api/transfers/{id}/cancel: the seller cancels a transfer not yet confirmed; its units go back on the listing. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await cancelTransfer(requireUser(context), event.pathParameters?.id ?? '')),
);

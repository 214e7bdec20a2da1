import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { confirmTransfer } from '../../use-cases/transfers';

/** POST /api/transfers/{id}/confirm: the buyer confirms receipt; its kilograms go on the ledger. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await confirmTransfer(requireUser(context), event.pathParameters?.id ?? '')),
);

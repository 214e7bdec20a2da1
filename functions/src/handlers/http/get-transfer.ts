import { toTransfer } from '../../data/deals/transfers';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { transferOfParty } from '../../use-cases/transfers';

/** GET /api/transfers/{id}: one transfer, for its two parties only (404 for anyone else). */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, toTransfer(await transferOfParty(requireUser(context), event.pathParameters?.id ?? ''))),
);

import { toHold } from '../../data/deals/holds';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { holdOfParty } from '../../use-cases/deal-holds';

/** GET /api/holds/{id}: one hold, for its two parties only (404 for anyone else). */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, toHold(await holdOfParty(requireUser(context), event.pathParameters?.id ?? ''))),
);

import { holdExtendSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { extendHold } from '../../use-cases/deal-holds';

/** POST /api/holds/{id}/extend: the seller gives the buyer more days. */
export const handler = httpRoute({ auth: 'required', body: holdExtendSchema }, async (event, context) =>
  json(200, await extendHold(requireUser(context), event.pathParameters?.id ?? '', context.body.days)),
);

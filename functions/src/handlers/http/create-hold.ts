import { holdCreateSchema } from '@surplus/shared';
import { itemIdParam } from '../../lib/item-id';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { reserve } from '../../use-cases/deal-holds';

/** POST /api/inventory/{id}/holds: a signed-in buyer reserves units of a listing at its asking price. */
export const handler = httpRoute({ auth: 'required', body: holdCreateSchema }, async (event, context) =>
  json(201, await reserve(requireUser(context), itemIdParam(event), context.body.quantity)),
);

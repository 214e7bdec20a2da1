import { disputeSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { disputeTransfer } from '../../use-cases/transfers';

/** POST /api/transfers/{id}/dispute: the buyer reports a problem; the seller is told. */
export const handler = httpRoute({ auth: 'required', body: disputeSchema }, async (event, context) =>
  json(200, await disputeTransfer(requireUser(context), event.pathParameters?.id ?? '', context.body.message)),
);

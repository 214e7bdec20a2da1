import { handoverSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { handOver } from '../../use-cases/transfers';

/** POST /api/holds/{id}/handover: the seller hands over (part of) an active hold; the rest goes back on the listing. */
export const handler = httpRoute({ auth: 'required', body: handoverSchema }, async (event, context) =>
  json(201, await handOver(requireUser(context), event.pathParameters?.id ?? '', context.body)),
);

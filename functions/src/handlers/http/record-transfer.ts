import { parseId, selfReportSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { notFound } from '../../lib/errors';
import { recordSale } from '../../use-cases/transfers';

/** POST /api/inventory/{id}/transfers: the seller records a sale made elsewhere (self-reported), off the listing at once. */
export const handler = httpRoute({ auth: 'required', body: selfReportSchema }, async (event, context) => {
  const itemId = parseId(event.pathParameters?.id);
  if (itemId === null) throw notFound('Item not found');
  return json(201, await recordSale(requireUser(context), itemId, context.body));
});

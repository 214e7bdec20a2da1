import { parseId, selfReportSchema } from '@surplus/shared';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { notFound } from '../../lib/errors';
import { recordSale } from '../../use-cases/transfers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Record a sale of an own listing made elsewhere (its seller): a self-reported transfer of at most the available quantity, counted at once in the seller\'s impact as self-reported (never as confirmed); the listing\'s quantity goes down by it',
  tag: 'Deals',
  ok: [201, 'transferResponse', 'The transfer, self-reported'],
  errors: [400, 401, 403, 404, 409],
  errorText: {
    403: forbiddenText('Someone else\'s listing ("You can only record sales of your own listings")'),
    404: 'No such listing',
    409: 'More than is available ("Only N available"), or nothing is left ("All of this listing has been transferred")',
  },
};

/** POST /api/inventory/{id}/transfers: the seller records a sale made elsewhere (self-reported), off the listing at once. */
export const handler = httpRoute({ doc, auth: 'required', body: selfReportSchema }, async (event, context) => {
  const itemId = parseId(event.pathParameters?.id);
  if (itemId === null) throw notFound('Item not found');
  return json(201, await recordSale(requireUser(context), itemId, context.body));
});

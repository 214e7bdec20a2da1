import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { cancelTransfer } from '../../use-cases/transfers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Cancel a transfer not yet confirmed (its seller; awaiting confirmation or disputed): its units go back on the listing. The buyer gets a notification and an e-mail',
  tag: 'Deals',
  ok: [200, 'transferResponse', 'The transfer, cancelled'],
  errors: [401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is the buyer ("Only the seller can cancel a transfer")'),
    404: 'No such transfer, or one of others ("Transfer not found")',
    409: 'The transfer is neither awaiting confirmation nor disputed ("This transfer is <status>")',
  },
};

/** POST /api/transfers/{id}/cancel: the seller cancels a transfer not yet confirmed; its units go back on the listing. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, await cancelTransfer(requireUser(context), event.pathParameters?.id ?? '')),
);

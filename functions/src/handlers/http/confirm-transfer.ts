import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { confirmTransfer } from '../../use-cases/transfers';
import { forbiddenText, type RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Confirm receipt (its buyer) of a transfer awaiting confirmation or disputed: its kilograms count in both businesses\' impact, and each side may review the other for 14 days. The seller gets a notification and an e-mail',
  tag: 'Deals',
  ok: [200, 'transferResponse', 'The transfer, confirmed'],
  errors: [401, 403, 404, 409],
  errorText: {
    403: forbiddenText('The caller is the seller ("Only the buyer can confirm receipt")'),
    404: 'No such transfer, or one of others ("Transfer not found")',
    409: 'The transfer is neither awaiting confirmation nor disputed ("This transfer is <status>")',
  },
};

/** POST /api/transfers/{id}/confirm: the buyer confirms receipt; its kilograms go on the ledger. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, await confirmTransfer(requireUser(context), event.pathParameters?.id ?? '')),
);

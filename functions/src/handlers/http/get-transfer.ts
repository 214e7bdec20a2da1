import { toTransfer } from '../../data/deals/transfers';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { transferOfParty } from '../../use-cases/transfers';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One transfer of the caller\'s, as buyer or seller; 404 for a transfer of others',
  tag: 'Deals',
  ok: [200, 'transferResponse'],
  errors: [401, 404],
  errorText: { 404: 'No such transfer, or one of others ("Transfer not found")' },
};

/** GET /api/transfers/{id}: one transfer, for its two parties only (404 for anyone else). */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, toTransfer(await transferOfParty(requireUser(context), event.pathParameters?.id ?? ''))),
);

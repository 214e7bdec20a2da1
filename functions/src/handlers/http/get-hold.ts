import { toHold } from '../../data/deals/holds';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { holdOfParty } from '../../use-cases/deal-holds';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One hold of the caller\'s, as buyer or seller; 404 for a hold of others',
  tag: 'Deals',
  ok: [200, 'holdResponse'],
  errors: [401, 404],
};

/** GET /api/holds/{id}: one hold, for its two parties only (404 for anyone else). */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, toHold(await holdOfParty(requireUser(context), event.pathParameters?.id ?? ''))),
);

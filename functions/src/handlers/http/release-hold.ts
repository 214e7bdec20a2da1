import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import { releaseHold } from '../../use-cases/deal-holds';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'End an active hold early (either party): its units are available again on the listing',
  tag: 'Deals',
  ok: [200, 'holdResponse', 'The hold, released'],
  errors: [401, 403, 404, 409],
  errorText: {
    404: 'No such hold, or one of others',
    409: 'The hold is no longer active ("This hold is <status>")',
  },
};

/** POST /api/holds/{id}/release: either party ends the hold; its units go back on the listing. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) =>
  json(200, await releaseHold(requireUser(context), event.pathParameters?.id ?? '')),
);

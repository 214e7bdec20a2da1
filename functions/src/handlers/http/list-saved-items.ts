import { pageQuerySchema } from '@surplus/shared';
import { savedListingsPage } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s saved listings as they are now, newest saved first',
  tag: 'Saved and notifications',
  ok: [200, 'savedPageResponse'],
  errors: [400, 401],
};

/** GET /api/saved: the caller's saved listings as they are now, newest saved first, a page at a time. */
export const handler = httpRoute({ doc, query: pageQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await savedListingsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

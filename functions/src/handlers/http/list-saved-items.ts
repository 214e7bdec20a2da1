import { pageQuerySchema } from '@surplus/shared';
import { savedListingsPage } from '../../data/saved/saved-items';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/saved: the caller's saved listings as they are now, newest saved first, a page at a time. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await savedListingsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

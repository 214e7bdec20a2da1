import { transferListQuerySchema } from '@surplus/shared';
import { transfersPage } from '../../data/deals/transfers';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/transfers: the caller's transfers as buyer or seller, newest first, optionally of one status. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await transfersPage(requireUser(context).id, parseQueryString(transferListQuerySchema, event))),
);

import { pageQuerySchema } from '@surplus/shared';
import { threadsPage } from '../../data/inquiries/inquiries';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inquiries: the caller's threads, newest activity first, with the count of unread ones. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await threadsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

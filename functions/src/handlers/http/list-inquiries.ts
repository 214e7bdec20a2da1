import { pageQuerySchema } from '@surplus/shared';
import { threadsPage } from '../../data/inquiries/inbox';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s inquiry threads, newest activity first, with the count of unread ones',
  tag: 'Inquiries',
  ok: [200, 'inquiryPageResponse'],
  errors: [400, 401],
};

/** GET /api/inquiries: the caller's threads, newest activity first, with the count of unread ones. */
export const handler = httpRoute({ doc, query: pageQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await threadsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

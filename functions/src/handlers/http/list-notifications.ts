import { pageQuerySchema } from '@surplus/shared';
import { notificationsPage } from '../../data/notifications/notifications';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s notifications, newest first, with the unread count',
  tag: 'Saved and notifications',
  ok: [200, 'notificationPageResponse'],
  errors: [400, 401],
};

/** GET /api/notifications: the caller's notifications, newest first, with the unread count. */
export const handler = httpRoute({ doc, query: pageQuerySchema, auth: 'required' }, async (event, context) =>
  json(200, await notificationsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

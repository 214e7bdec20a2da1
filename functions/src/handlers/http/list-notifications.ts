import { pageQuerySchema } from '@surplus/shared';
import { notificationsPage } from '../../data/notifications/notifications';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/notifications: the caller's notifications, newest first, with the unread count. */
export const handler = httpRoute({ auth: 'required' }, async (event, context) =>
  json(200, await notificationsPage(requireUser(context).id, parseQueryString(pageQuerySchema, event))),
);

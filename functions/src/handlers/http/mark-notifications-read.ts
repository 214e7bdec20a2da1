import { notificationsReadSchema } from '@surplus/shared';
import { markAllRead, markRead, unreadCount } from '../../data/notifications/notifications';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Mark notifications read, by id or all',
  tag: 'Saved and notifications',
  ok: [200, 'unreadResponse'],
  errors: [400, 401],
};

/** POST /api/notifications/read: some of the caller's notifications by id, or all, are marked read. */
export const handler = httpRoute({ doc, auth: 'required', body: notificationsReadSchema }, async (_event, context) => {
  const user = requireUser(context);
  const request = context.body;
  await ('all' in request ? markAllRead(user.id) : markRead(user.id, request.ids));
  return json(200, { unread: await unreadCount(user.id) });
});

import { notificationsReadSchema } from '@surplus/shared';
import { markAllRead, markRead, unreadCount } from '../../data/notifications/notifications';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** POST /api/notifications/read: some of the caller's notifications by id, or all, are marked read. */
export const handler = httpRoute({ auth: 'required', body: notificationsReadSchema }, async (_event, context) => {
  const user = requireUser(context);
  const request = context.body;
  await ('all' in request ? markAllRead(user.id) : markRead(user.id, request.ids));
  return json(200, { unread: await unreadCount(user.id) });
});

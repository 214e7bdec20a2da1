import { notFound } from '../../lib/errors';
import { INQUIRY_NOT_FOUND } from '../../data/inquiries/inbox';
import { readThread } from '../../data/inquiries/messages';
import { dealsOfThread } from '../../data/deals/offers';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One of the caller\'s threads with its messages (oldest first; the lines of deal events carry the event and the offer or hold) and its offers and holds (newest first), marked read; 404 for a thread of others',
  tag: 'Inquiries',
  ok: [200, 'inquiryThreadResponse'],
  errors: [401, 404],
};

/** GET /api/inquiries/{id}: one of the caller's threads with its messages, offers and holds, marked read (404 for anyone else's). */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const thread = await readThread(requireUser(context).id, event.pathParameters?.id ?? '');
  if (!thread) throw notFound(INQUIRY_NOT_FOUND);
  return json(200, { ...thread, ...(await dealsOfThread(thread.id)) });
});

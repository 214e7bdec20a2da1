import { notFound } from '../../lib/errors';
import { INQUIRY_NOT_FOUND, readThread } from '../../data/inquiries/inquiries';
import { dealsOfThread } from '../../data/deals/offers';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** GET /api/inquiries/{id}: one of the caller's threads with its messages, offers and holds, marked read (404 for anyone else's). */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  const thread = await readThread(requireUser(context).id, event.pathParameters?.id ?? '');
  if (!thread) throw notFound(INQUIRY_NOT_FOUND);
  return json(200, { ...thread, ...(await dealsOfThread(thread.id)) });
});

import { inquiryMessageSchema } from '@surplus/shared';
import { deliverInquiryMessage } from '../../use-cases/inquiry-delivery';
import { countInquiryMessage } from '../../use-cases/rate-limits';
import { findThreadListing } from '../../data/inquiries/inbox';
import { addMessage } from '../../data/inquiries/messages';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A message in one of the caller\'s threads; the other party gets a notification and an e-mail',
  tag: 'Inquiries',
  ok: [201, 'inquiryCreatedResponse'],
  errors: [400, 401, 404],
};

/** POST /api/inquiries/{id}/messages: a message in one of the caller's threads (404 for anyone else's). */
export const handler = httpRoute({ doc, auth: 'required', body: inquiryMessageSchema }, async (event, context) => {
  const sender = requireUser(context);
  const threadId = event.pathParameters?.id ?? '';
  const listing = await findThreadListing(sender.id, threadId);
  await countInquiryMessage(sender.id);
  const sent = await addMessage(sender.id, threadId, context.body.message);
  await deliverInquiryMessage(sender, sent, listing, context.body.message);
  return json(201, { id: sent.threadId });
});

import { inquiryMessageSchema } from '@surplus/shared';
import { deliverInquiryMessage } from '../../use-cases/inquiry-delivery';
import { countInquiryMessage } from '../../use-cases/rate-limits';
import { addMessage, findThreadListing } from '../../data/inquiries/inquiries';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** POST /api/inquiries/{id}/messages: a message in one of the caller's threads (404 for anyone else's). */
export const handler = httpRoute({ auth: 'required', body: inquiryMessageSchema }, async (event, context) => {
  const sender = requireUser(context);
  const threadId = event.pathParameters?.id ?? '';
  const listing = await findThreadListing(sender.id, threadId);
  await countInquiryMessage(sender.id);
  const sent = await addMessage(sender.id, threadId, context.body.message);
  await deliverInquiryMessage(sender, sent, listing, context.body.message);
  return json(201, { id: sent.threadId });
});

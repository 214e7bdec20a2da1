import { INQUIRY_OWN_LISTING, inquiryCreateSchema } from '@surplus/shared';
import { badRequest, notFound } from '../../lib/errors';
import { deliverInquiryMessage } from '../../use-cases/inquiry-delivery';
import { assertThreadAllowed, countInquiryMessage, countNewThread } from '../../use-cases/rate-limits';
import { askAboutItem, hasOpenThread } from '../../data/inquiries/inquiries';
import { findItem } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** POST /api/inquiries: a question about a listing, in the open thread of this listing and buyer or a new one. */
export const handler = httpRoute({ auth: 'required', body: inquiryCreateSchema }, async (_event, context) => {
  const buyer = requireUser(context);
  const item = await findItem(context.body.itemId);
  if (!item) throw notFound('Item not found');
  if (item.userId === buyer.id) throw badRequest(INQUIRY_OWN_LISTING);
  const opens = !(await hasOpenThread(item.id, buyer.id));
  if (opens) await assertThreadAllowed(buyer.id);
  await countInquiryMessage(buyer.id);
  const sent = await askAboutItem(buyer, { id: item.userId, businessName: item.businessName }, item, context.body.message);
  if (sent.opened) await countNewThread(buyer.id);
  await deliverInquiryMessage(buyer, sent, item, context.body.message);
  return json(201, { id: sent.threadId });
});

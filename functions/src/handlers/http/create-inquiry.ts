import { INQUIRY_OWN_LISTING, inquiryCreateSchema } from '@surplus/shared';
import { badRequest, notFound } from '../../lib/errors';
import { deliverInquiryMessage } from '../../use-cases/inquiry-delivery';
import { assertThreadAllowed, countInquiryMessage, countNewThread } from '../../use-cases/rate-limits';
import { askAboutItem, hasOpenThread } from '../../data/inquiries/threads';
import { findItem } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Ask the business of a listing: adds to the open thread of this listing and caller, or opens one (10 new threads and 30 messages an hour)',
  tag: 'Inquiries',
  example: { itemId: 42, message: 'Is the door still crated? We could pick it up next week.' },
  ok: [201, 'inquiryCreatedResponse'],
  errors: [400, 401, 404],
};

/** POST /api/inquiries: a question about a listing, in the open thread of this listing and buyer or a new one. */
export const handler = httpRoute({ doc, auth: 'required', body: inquiryCreateSchema }, async (_event, context) => {
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

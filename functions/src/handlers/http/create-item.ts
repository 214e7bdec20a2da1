import { itemCreateSchema } from '@surplus/shared';
import { verifyUploadedImage } from '../../aws/images-bucket';
import { createItem } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { BUSINESS_METRICS, countEvent } from '../../observability/metrics';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** POST /api/inventory: owner and business fields come from the session, never from the body. */
export const handler = httpRoute({ auth: 'required', body: itemCreateSchema }, async (_event, context) => {
  const owner = requireUser(context);
  if (context.body.imageUrl) await verifyUploadedImage(context.body.imageUrl, owner.id);
  const item = await createItem(owner, context.body);
  countEvent(BUSINESS_METRICS.listingsCreated);
  return json(201, item);
});

import { itemUpdateSchema } from '@surplus/shared';
import { verifyUploadedImage } from '../../aws/images-bucket';
import { itemIdParam } from '../../lib/item-id';
import { assertOwnsItem, updateItem } from '../../data/listings/items';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/** PUT /api/inventory/{id}: only the owner may change an item (403 otherwise, nothing changed). */
export const handler = httpRoute({ auth: 'required', body: itemUpdateSchema }, async (event, context) => {
  const user = requireUser(context);
  const id = itemIdParam(event);
  if (context.body.imageUrl) {
    // A stranger gets 403 like for any other change, not an answer (or a deletion) about the image.
    await assertOwnsItem(id, user.id);
    await verifyUploadedImage(context.body.imageUrl, user.id);
  }
  return json(200, await updateItem(id, user.id, context.body));
});

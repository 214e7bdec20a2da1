import { itemUpdateSchema } from '@surplus/shared';
import { verifyUploadedImage } from '../../aws/images-bucket';
import { itemIdParam } from '../../lib/item-id';
import { assertOwnsItem, updateItem } from '../../data/listings/item-writes';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Update an own listing',
  tag: 'Listings',
  example: { quantity: 1, priceMode: 'negotiable', unitPriceCents: 79000 },
  ok: [200, 'itemResponse'],
  errors: [400, 401, 404, 409],
  errorText: {
    409: 'A quantity below the units on hold ("N are on hold: quantity must be at least N"), or a listing whose quantity reached 0 by transfers ("All of this listing has been transferred")',
  },
};

/** PUT /api/inventory/{id}: only the owner may change an item (403 otherwise, nothing changed). */
export const handler = httpRoute({ doc, auth: 'required', body: itemUpdateSchema }, async (event, context) => {
  const user = requireUser(context);
  const id = itemIdParam(event);
  if (context.body.imageUrl) {
    // A stranger gets 403 like for any other change, not an answer (or a deletion) about the image.
    await assertOwnsItem(id, user.id);
    await verifyUploadedImage(context.body.imageUrl, user.id);
  }
  return json(200, await updateItem(id, user.id, context.body));
});

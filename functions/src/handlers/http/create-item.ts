import { itemCreateSchema } from '@surplus/shared';
import { verifyUploadedImage } from '../../aws/images-bucket';
import { createItem } from '../../data/listings/item-writes';
import { httpRoute } from '../../middleware/http-api';
import { BUSINESS_METRICS, countEvent } from '../../observability/metrics';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Create a listing',
  tag: 'Listings',
  example: {
    category: 'door',
    name: '10x10 insulated sectional door',
    itemId: 'SD-1010-WHT',
    description: 'Unused white steel sectional door from a cancelled order, still crated with its hardware.',
    quantity: 2,
    priceMode: 'fixed',
    unitPriceCents: 85000,
    doorType: 'sectional',
    widthIn: 120,
    heightIn: 120,
    material: 'steel',
    insulated: true,
    rValue: 12.9,
    color: 'white',
    windRated: false,
  },
  ok: [201, 'itemResponse'],
  errors: [400, 401],
};

/** POST /api/inventory: owner and business fields come from the session, never from the body. */
export const handler = httpRoute({ doc, auth: 'required', body: itemCreateSchema }, async (_event, context) => {
  const owner = requireUser(context);
  if (context.body.imageUrl) await verifyUploadedImage(context.body.imageUrl, owner.id);
  const item = await createItem(owner, context.body);
  countEvent(BUSINESS_METRICS.listingsCreated);
  return json(201, item);
});

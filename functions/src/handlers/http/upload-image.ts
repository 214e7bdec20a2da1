import { IMAGE_WRONG_TYPE } from '@surplus/shared';
import { badRequest } from '../../lib/errors';
import { sniffImageType } from '../../lib/image-type';
import { newImageName, putImage } from '../../aws/images-bucket';
import { readImageField } from '../../lib/multipart-image';
import { httpRoute } from '../../middleware/http-api';
import { BUSINESS_METRICS, countEvent } from '../../observability/metrics';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import * as z from 'zod/mini';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Upload an image directly (at most 4.5 MB: larger ones, up to 5 MB, go through the presigned upload)',
  tag: 'Images',
  bodies: [
    {
      contentType: 'multipart/form-data',
      schema: z.object({ image: z.string().check(z.describe('binary')) }),
    },
  ],
  ok: [200, 'imageUploadResponse'],
  errors: [400, 401, 415],
};

/** POST /api/upload/image: multipart field `image`; the type comes from the bytes, never from the name. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const bytes = await readImageField(event).catch((error: unknown) => {
    countEvent(BUSINESS_METRICS.uploadsRefused);
    throw error;
  });
  const type = sniffImageType(bytes);
  if (!type) {
    countEvent(BUSINESS_METRICS.uploadsRefused);
    throw badRequest(IMAGE_WRONG_TYPE);
  }
  const url = await putImage(newImageName(type.extension), bytes, type.contentType, owner.id);
  return json(200, { url });
});

import { isImagePath } from '@surplus/shared';
import { badRequest, notFound, payloadTooLarge } from '../../core/errors';
import { readImage } from '../../core/images-bucket';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

/**
 * Lambda answers at most 6 MB and base64 adds a third, so larger images are refused here rather than failing
 * there (64 KB left for the JSON and headers). The web then loads them from their /uploads/ URL.
 */
const INLINE_MAX_BYTES = Math.floor(((6 * 1024 * 1024 - 64 * 1024) * 3) / 4);

/** GET /api/image/{path}: an uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export const handler = httpRoute({}, async (event) => {
  const path = event.pathParameters?.path ?? '';
  if (!isImagePath(path)) throw badRequest('Invalid image path');
  const bytes = await readImage(path);
  if (!bytes) throw notFound('Image not found');
  if (bytes.length > INLINE_MAX_BYTES) throw payloadTooLarge(`Image too large to send inline; load /uploads/${path}`);
  return json(200, { data: Buffer.from(bytes).toString('base64') });
});

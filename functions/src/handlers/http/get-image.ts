import { badRequest, notFound } from '../../core/errors';
import { readImage } from '../../core/images-bucket';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';

const IMAGE_NAME = /^[A-Za-z0-9_-]{8,80}\.(png|jpg|gif|webp)$/;

/** GET /api/image/{path}: an uploaded image as base64 (`path` is what follows /uploads/). */
export const handler = httpRoute({}, async (event) => {
  const name = event.pathParameters?.path ?? '';
  if (!IMAGE_NAME.test(name)) throw badRequest('Invalid image path');
  const bytes = await readImage(name);
  if (!bytes) throw notFound('Image not found');
  return json(200, { data: Buffer.from(bytes).toString('base64') });
});

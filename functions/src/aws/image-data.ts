import { isImagePath, type ImageDataResponse } from '@surplus/shared';
import { badRequest, notFound, payloadTooLarge } from '../lib/errors';
import { readImage } from './image-reads';

/**
 * Lambda answers at most 6 MB and base64 adds a third, so larger images are refused here rather than failing
 * there (64 KB left for the JSON and headers). The web then loads them from their /uploads/ URL.
 */
const INLINE_MAX_BYTES = Math.floor(((6 * 1024 * 1024 - 64 * 1024) * 3) / 4);

/** An uploaded image or one of its variants as base64 (`path` is what follows /uploads/). */
export async function imageData(path: string): Promise<ImageDataResponse> {
  if (!isImagePath(path)) throw badRequest('Invalid image path');
  const bytes = await readImage(path);
  if (!bytes) throw notFound('Image not found');
  if (bytes.length > INLINE_MAX_BYTES) throw payloadTooLarge(`Image too large to send inline; load /uploads/${path}`);
  return { data: Buffer.from(bytes).toString('base64') };
}

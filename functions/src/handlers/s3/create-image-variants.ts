import middy from '@middy/core';
import type { S3Event, S3EventRecord } from 'aws-lambda';
import { IMAGE_MAX_BYTES, IMAGE_URL_PATTERN, IMAGE_VARIANTS, UPLOADS_PREFIX, imageVariantPath } from '@surplus/shared';
import { sniffImageType } from '../../lib/image-type';
import { readImage } from '../../aws/image-reads';
import { putImage } from '../../aws/images-bucket';
import { logger } from '../../lib/logger';
import { renderImageVariant } from '../../lib/render-image-variants';
import { observability } from '../../middleware/observability';

/** S3 event keys are URL-encoded, with '+' for spaces. */
const keyOf = (record: S3EventRecord) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));

async function createVariants(record: S3EventRecord): Promise<void> {
  // Keys are image URLs without their leading slash; only an upload an item may reference qualifies, which
  // leaves out the variants this function writes (they sit in folders) and anything else in the bucket.
  const imageUrl = `/${keyOf(record)}`;
  if (!IMAGE_URL_PATTERN.test(imageUrl)) {
    logger.debug('Not an upload: skipped', { key: record.s3.object.key });
    return;
  }
  if (record.s3.object.size > IMAGE_MAX_BYTES) {
    logger.warn('Upload over the size limit: no variants', { imageUrl, size: record.s3.object.size });
    return;
  }
  const name = imageUrl.slice(UPLOADS_PREFIX.length);
  const bytes = await readImage(name);
  const type = bytes && sniffImageType(bytes);
  if (!bytes || bytes.length > IMAGE_MAX_BYTES || !type || !name.endsWith(`.${type.extension}`)) {
    // Gone already, or an object the API will refuse (and delete) when an item tries to use it.
    logger.warn('Not a stored image: no variants', { imageUrl, size: bytes?.length });
    return;
  }
  for (const variant of IMAGE_VARIANTS) {
    let webp: Buffer;
    try {
      webp = await renderImageVariant(bytes, variant);
    } catch (error) {
      // Undecodable or too many pixels: a retry would fail the same way, and the web shows the original.
      logger.warn('Image could not be converted: no variants', { imageUrl, error });
      return;
    }
    const variantUrl = await putImage(imageVariantPath(name, variant), webp, 'image/webp');
    logger.info('Image variant stored', { variantUrl, originalBytes: bytes.length, variantBytes: webp.length });
  }
}

/**
 * S3 ObjectCreated under uploads/: writes the thumbnail (cards, table rows) and the display size (detail page,
 * quick view) of each new upload as WebP next to it. Storage failures throw, so Lambda retries the event.
 */
export const handler = middy<S3Event, void>()
  .use(observability())
  .handler(async (event) => {
    for (const record of event.Records) await createVariants(record);
  });

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, IMAGE_VARIANTS, imageVariantUrl } from '@surplus/shared';
import { config } from '../lib/config';
import { sniffImageType } from '../lib/image-type';
import { randomToken } from '../lib/crypto';
import { badRequest } from '../lib/errors';
import { imageUrlFor, objectKeyFor } from './image-keys';

/** Short time-outs, as for DynamoDB: a stalled bucket answers 503 quickly instead of holding the function. */
export const s3 = new S3Client({
  endpoint: config.endpoints.s3,
  forcePathStyle: Boolean(config.endpoints.s3),
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
});

/** Whether an S3 error says the object is not there (GetObject's NoSuchKey, HeadObject's NotFound). */
export const isMissingObject = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export const newImageName = (extension: string) => `${randomToken(18)}.${extension}`;

/** S3 metadata naming the user who uploaded an original (`x-amz-meta-owner`): only they may list it. */
export const OWNER_METADATA = 'owner';

export async function putImage(name: string, bytes: Uint8Array, contentType: string, ownerId?: number): Promise<string> {
  const imageUrl = imageUrlFor(name);
  await s3.send(
    new PutObjectCommand({
      Bucket: config.imagesBucket,
      Key: objectKeyFor(imageUrl),
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
      ...(ownerId === undefined ? {} : { Metadata: { [OWNER_METADATA]: String(ownerId) } }),
    }),
  );
  return imageUrl;
}

const IMAGE_NOT_FOUND = 'imageUrl: Image not found; upload it first';

/**
 * Presigned uploads go straight to S3 (and s3rver does not enforce the POST policy), so before an item
 * may reference an image the server checks the stored object itself: present, uploaded by `ownerId`, <= 5 MB, real image bytes
 * matching its name. A bad object is deleted.
 */
export async function verifyUploadedImage(imageUrl: string, ownerId: number): Promise<void> {
  const target = { Bucket: config.imagesBucket, Key: objectKeyFor(imageUrl) };
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand(target));
    // Another user's upload answers as a missing one: nothing is said about images of others.
    if (head.Metadata?.[OWNER_METADATA] !== String(ownerId)) throw badRequest(IMAGE_NOT_FOUND);
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) throw badRequest(IMAGE_NOT_FOUND);
    throw error;
  }
  const head = size > 0 ? await s3.send(new GetObjectCommand({ ...target, Range: 'bytes=0-15' })) : undefined;
  const type = head?.Body ? sniffImageType(await head.Body.transformToByteArray()) : null;
  if (size > IMAGE_MAX_BYTES || !type || !imageUrl.endsWith(`.${type.extension}`)) {
    await s3.send(new DeleteObjectCommand(target));
    throw badRequest('imageUrl: The uploaded file is not a valid PNG, JPEG, GIF or WebP image up to 5 MB');
  }
}

/** Deletes an upload and its variants (account deletion); missing ones are fine. */
export async function deleteImageWithVariants(imageUrl: string): Promise<void> {
  const urls = [imageUrl, ...IMAGE_VARIANTS.map((variant) => imageVariantUrl(imageUrl, variant))].filter((url): url is string => url !== null);
  await Promise.all(urls.map((url) => s3.send(new DeleteObjectCommand({ Bucket: config.imagesBucket, Key: objectKeyFor(url) }))));
}

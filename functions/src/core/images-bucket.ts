import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, UPLOADS_PREFIX } from '@surplus/shared';
import { config } from './config';
import { sniffImageType } from './image-type';
import { randomToken } from './crypto';
import { badRequest } from './errors';

/** Short time-outs, as for DynamoDB: a stalled bucket answers 503 quickly instead of holding the function. */
export const s3 = new S3Client({
  endpoint: config.endpoints.s3,
  forcePathStyle: Boolean(config.endpoints.s3),
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
});

/** Objects live under `uploads/` in the bucket and are served at the same path by CloudFront. */
export const objectKeyFor = (imageUrl: string) => imageUrl.slice(1);
export const newImageName = (extension: string) => `${randomToken(18)}.${extension}`;
export const imageUrlFor = (name: string) => `${UPLOADS_PREFIX}${name}`;

export async function putImage(name: string, bytes: Uint8Array, contentType: string): Promise<string> {
  const imageUrl = imageUrlFor(name);
  await s3.send(
    new PutObjectCommand({
      Bucket: config.imagesBucket,
      Key: objectKeyFor(imageUrl),
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  return imageUrl;
}

export async function readImage(name: string): Promise<Uint8Array | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.imagesBucket, Key: objectKeyFor(imageUrlFor(name)) }));
    return object.Body ? await object.Body.transformToByteArray() : null;
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') return null;
    throw error;
  }
}

/**
 * Presigned uploads go straight to S3 (and s3rver does not enforce the POST policy), so before an item
 * may reference an image the server checks the stored object itself: present, <= 5 MB, real image bytes
 * matching its name. A bad object is deleted.
 */
export async function verifyUploadedImage(imageUrl: string): Promise<void> {
  const target = { Bucket: config.imagesBucket, Key: objectKeyFor(imageUrl) };
  let size: number;
  try {
    size = (await s3.send(new HeadObjectCommand(target))).ContentLength ?? 0;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') {
      throw badRequest('imageUrl: Image not found; upload it first');
    }
    throw error;
  }
  const head = size > 0 ? await s3.send(new GetObjectCommand({ ...target, Range: 'bytes=0-15' })) : undefined;
  const type = head?.Body ? sniffImageType(await head.Body.transformToByteArray()) : null;
  if (size > IMAGE_MAX_BYTES || !type || !imageUrl.endsWith(`.${type.extension}`)) {
    await s3.send(new DeleteObjectCommand(target));
    throw badRequest('imageUrl: The uploaded file is not a valid PNG, JPEG, GIF or WebP image up to 5 MB');
  }
}

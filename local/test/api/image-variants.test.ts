import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { ImageDataResponse, ImageUploadResponse, PresignedUpload } from '@surplus/shared';
import { imageVariantUrl, type ImageVariant } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { imageForm, newClient, pngBytes, signedInBusiness } from '../support/fixtures';

const BOUNDS: Record<ImageVariant, { width: number; height: number }> = {
  thumb: { width: 640, height: 480 },
  display: { width: 1600, height: 1600 },
};

/** A 1600x1200 JPEG with a photo's grain, as a phone would send it. */
const photoJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(client: ApiClient, bytes: Uint8Array<ArrayBuffer>, filename: string): Promise<string> {
  const response = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(bytes, filename) });
  expect(response.status, response.text).toBe(200);
  return response.json.url;
}

async function presignedUpload(client: ApiClient, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string> {
  const presigned = await client.post<PresignedUpload>('/api/upload/presign', { contentType, size: bytes.length });
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }));
  expect((await fetch(presigned.json.url, { method: 'POST', body: form })).ok).toBe(true);
  return presigned.json.imageUrl;
}

/**
 * Variants are made after the upload answers (an S3 notification on AWS, s3rver's event here). s3rver writes
 * an object's bytes before its metadata, so a read in between gets part of them as binary/octet-stream.
 */
async function waitForVariant(url: string): Promise<Response> {
  const client = newClient();
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await client.raw('GET', url);
    if (response.status === 200 && response.headers.get('content-type') === 'image/webp') return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not made within 10 s`);
}

/** Every stored key that mentions the upload's name, read from s3rver's files. */
async function storedKeysOf(imageUrl: string): Promise<string[]> {
  const uploads = join(inject('dataDir'), 's3', 'surplus-images', 'uploads');
  const name = imageUrl.slice('/uploads/'.length);
  const files = await readdir(uploads, { recursive: true });
  return files
    .filter((file) => file.includes(name) && file.endsWith('._S3rver_object'))
    .map((file) => `uploads/${file.replace(/\._S3rver_object$/, '')}`)
    .sort();
}

/** Waits for both variants of an upload, checks them, and returns their sizes in bytes. */
async function expectVariants(imageUrl: string, original: Uint8Array): Promise<Record<ImageVariant, number>> {
  const sizes = { thumb: 0, display: 0 };
  for (const variant of ['thumb', 'display'] as const) {
    const variantUrl = imageVariantUrl(imageUrl, variant) as string;
    const served = await waitForVariant(variantUrl);
    const bytes = Buffer.from(await served.arrayBuffer());
    const info = await sharp(bytes).metadata();
    expect(info.format).toBe('webp');
    expect(info.width).toBeLessThanOrEqual(BOUNDS[variant].width);
    expect(info.height).toBeLessThanOrEqual(BOUNDS[variant].height);
    expect(info.exif).toBeUndefined();
    sizes[variant] = bytes.length;

    const inline = await newClient().get<ImageDataResponse>(`/api/image/${variantUrl.slice('/uploads/'.length)}`);
    expect(inline.status).toBe(200);
    expect(Buffer.from(inline.json.data, 'base64')).toEqual(bytes);
  }
  expect(sizes.thumb, 'thumbnail bytes').toBeLessThan(original.length);
  return sizes;
}

describe('image variants', () => {
  it('are made for a multipart upload: a thumbnail and a display size, WebP within bounds, served by /uploads/ and the image call', async () => {
    const { client } = await signedInBusiness();
    const photo = await photoJpeg();
    const imageUrl = await upload(client, photo, 'photo.jpg');
    expect((await expectVariants(imageUrl, photo)).display).toBeLessThan(photo.length);

    const thumb = await sharp(Buffer.from(await (await newClient().raw('GET', imageVariantUrl(imageUrl, 'thumb') as string)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([640, 480]);
    // Made once each, and never of themselves.
    const name = imageUrl.slice('/uploads/'.length);
    expect(await storedKeysOf(imageUrl)).toEqual([`uploads/${name}`, `uploads/display/${name}.webp`, `uploads/thumbs/${name}.webp`].sort());
  });

  it('are made for a presigned upload, without enlarging a small image', async () => {
    const { client } = await signedInBusiness();
    const png = pngBytes();
    const imageUrl = await presignedUpload(client, png, 'image/png');
    await expectVariants(imageUrl, png);
    const thumb = await sharp(Buffer.from(await (await waitForVariant(imageVariantUrl(imageUrl, 'thumb') as string)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 320]);
  });

  it('let an image too large for an inline answer be shown through its display size', async () => {
    const { client } = await signedInBusiness();
    // Random pixels do not compress: about 4.8 MB of PNG, as base64 over Lambda's 6 MB answer limit (and over
    // the direct upload's limit, so it goes up presigned, as the web app sends every image).
    const noise = await sharp(randomBytes(1330 * 1200 * 3), { raw: { width: 1330, height: 1200, channels: 3 } }).png().toBuffer();
    const imageUrl = await presignedUpload(client, noise, 'image/png');
    const inline = await newClient().get(`/api/image/${imageUrl.slice('/uploads/'.length)}`);
    expect(inline.status).toBe(413);
    expect(inline.json).toEqual({ message: expect.stringContaining(imageUrl) });
    expect((await expectVariants(imageUrl, noise)).display).toBeLessThan(noise.length);
  });

  it('are not made of an object that is no image', async () => {
    const { client } = await signedInBusiness();
    const fake = await presignedUpload(client, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png');
    // Made after the fake one's notification, so by the time its variants exist the fake one has been handled.
    await expectVariants(await upload(client, pngBytes(), 'door.png'), pngBytes());
    expect(await storedKeysOf(fake)).toEqual([fake.slice(1)]);
    expect((await newClient().get(`/api/image/thumbs/${fake.slice('/uploads/'.length)}.webp`)).status).toBe(404);
  });
});

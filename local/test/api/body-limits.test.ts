import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_TOO_LARGE, DIRECT_UPLOAD_MAX_BYTES, DIRECT_UPLOAD_TOO_LARGE } from '@surplus/shared';
import { imageForm, newClient, pngBytes, signedInBusiness } from '../support/fixtures';

const MB = 1024 * 1024;

/** A body of `bytes` bytes, not all zero (nothing along the way may compress it away). */
function filler(bytes: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(bytes);
  for (let index = 0; index < bytes; index += 997) body[index] = index % 251;
  return body;
}

describe('request bodies past a route\'s limit', () => {
  it('get a JSON 413, not a connection reset, on a JSON route', async () => {
    const response = await newClient().request('POST', '/api/login', {
      body: filler(6 * MB),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: 'Request body is too large' });
  });

  it('get a 413 pointing to the presigned upload on the multipart image route, for a 6 MB file', async () => {
    const { client } = await signedInBusiness();
    const image = filler(6 * MB);
    image.set(pngBytes());
    const response = await client.request('POST', '/api/upload/image', { body: imageForm(image) });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: DIRECT_UPLOAD_TOO_LARGE });
  });

  it('take an image up to the direct limit, which fits a Lambda event after base64', async () => {
    expect(Math.ceil(DIRECT_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024).toBeLessThan(6 * MB);
    const { client } = await signedInBusiness();
    const image = filler(DIRECT_UPLOAD_MAX_BYTES - 4096);
    image.set(pngBytes());
    const response = await client.request('POST', '/api/upload/image', { body: imageForm(image) });
    expect(response.status, response.text).toBe(200);
  });

  it('get the import\'s 413 on the CSV route, and the connection stays usable', async () => {
    const { client } = await signedInBusiness();
    const response = await client.request('POST', '/api/inventory/imports', {
      body: filler(5 * MB),
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: CSV_IMPORT_TOO_LARGE });
    expect((await client.get('/api/inventory/stats')).status).toBe(200);
  });
});

import { describe, expect, inject, it } from 'vitest';
import type { ImageDataResponse, ImageUploadResponse, InventoryItem, PresignedUpload } from '@surplus/shared';
import { DIRECT_UPLOAD_TOO_LARGE, IMAGE_MAX_BYTES } from '@surplus/shared';
import { expectRefused, imageForm, itemFields, newClient, pngBytes, rawGet, signedInBusiness } from '../support/fixtures';

describe('image upload (multipart)', () => {
  it('stores a real image, serves it with its type and nosniff, and answers it as base64', async () => {
    const { client } = await signedInBusiness();
    const bytes = pngBytes();
    const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(bytes) });
    expect(upload.status).toBe(200);
    expect(upload.json.url).toMatch(/^\/uploads\/[\w-]+\.png$/);

    const head = await client.raw('HEAD', upload.json.url);
    expect(head.status).toBe(200);
    const served = await client.raw('GET', upload.json.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(bytes));

    const name = upload.json.url.slice('/uploads/'.length);
    const data = await newClient().get<ImageDataResponse>(`/api/image/${name}`);
    expect(Buffer.from(data.json.data, 'base64')).toEqual(Buffer.from(bytes));

    const item = await client.post<InventoryItem>('/api/inventory', itemFields({ imageUrl: upload.json.url }));
    expect(item.status).toBe(201);
    expect(item.json.imageUrl).toBe(upload.json.url);
  });

  it('refuses HTML named .png, a missing field, an oversize file and visitors', async () => {
    const { client } = await signedInBusiness();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const disguised = await client.request('POST', '/api/upload/image', { body: imageForm(html, 'cat.png') });
    expect(disguised.status).toBe(400);
    expect(disguised.json).toEqual({ message: 'Image must be a PNG, JPEG, GIF or WebP file' });

    const wrongField = await client.request('POST', '/api/upload/image', { body: imageForm(pngBytes(), 'a.png', 'photo') });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json).toEqual({ message: 'No image received: send the file in the field "image"' });

    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    huge.set(pngBytes());
    const oversize = await client.request('POST', '/api/upload/image', { body: imageForm(huge) });
    expect(oversize.status).toBe(413);
    expect(oversize.json).toEqual({ message: DIRECT_UPLOAD_TOO_LARGE });

    const visitor = await newClient().request('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    expect(visitor.status).toBe(401);
  });

  it('refuses path traversal on the image routes', async () => {
    const client = newClient();
    for (const path of ['/api/image/..%2F..%2Fetc%2Fpasswd', '/api/image/../secret.png', '/api/image/%2e%2e%2fsigning-secret']) {
      const response = await client.get(path);
      expect([400, 404]).toContain(response.status);
    }
    for (const path of ['/uploads/..%2F..%2Fsigning-secret', '/uploads/%2e%2e%2fdynamodb', '/uploads/..%5c..%5csigning-secret']) {
      expect([400, 404]).toContain((await client.raw('GET', path)).status);
    }
    expect((await client.get('/api/image/nothing-here-12345.png')).status).toBe(404);
  });
});

describe('presigned upload', () => {
  async function presignedPost(presigned: PresignedUpload, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: contentType }));
    return fetch(presigned.url, { method: 'POST', body: form });
  }

  it('uploads straight to storage; the item may use the image once the server has checked it', async () => {
    const { client } = await signedInBusiness();
    const presigned = await client.post<PresignedUpload>('/api/upload/presign', { contentType: 'image/png', size: 100 });
    expect(presigned.status).toBe(200);
    expect(presigned.json.imageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await presignedPost(presigned.json, pngBytes(), 'image/png')).ok).toBe(true);
    expect((await client.raw('HEAD', presigned.json.imageUrl)).status).toBe(200);
    const item = await client.post<InventoryItem>('/api/inventory', itemFields({ imageUrl: presigned.json.imageUrl }));
    expect(item.status).toBe(201);
  });

  it('refuses an item whose image was never uploaded or is not an image', async () => {
    const { client } = await signedInBusiness();
    const presigned = await client.post<PresignedUpload>('/api/upload/presign', { contentType: 'image/png', size: 100 });
    const missing = await client.post('/api/inventory', itemFields({ imageUrl: presigned.json.imageUrl }));
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: 'imageUrl: Image not found; upload it first' });

    await presignedPost(presigned.json, new TextEncoder().encode('<script>alert(1)</script>'), 'image/png');
    const fake = await client.post('/api/inventory', itemFields({ imageUrl: presigned.json.imageUrl }));
    expect(fake.status).toBe(400);
    expect((await client.raw('HEAD', presigned.json.imageUrl)).status).toBe(404);
  });

  it('validates what the browser intends to upload', async () => {
    const { client } = await signedInBusiness();
    expect((await client.post('/api/upload/presign', { contentType: 'text/html', size: 10 })).json).toEqual({
      message: 'contentType: Image must be a PNG, JPEG, GIF or WebP file',
    });
    expect((await client.post('/api/upload/presign', { contentType: 'image/png', size: IMAGE_MAX_BYTES + 1 })).json).toEqual({
      message: 'size: Image must be 5 MB or smaller',
    });
    expect((await newClient().post('/api/upload/presign', { contentType: 'image/png', size: 10 })).status).toBe(401);
  });
});

describe('upload attacks', () => {
  it('refuses traversal sent as raw paths, which fetch would have normalised', async () => {
    const baseUrl = inject('baseUrl');
    const attempts = [
      '/api/image/../../signing-secret',
      '/api/image/..%2F..%2Fsigning-secret',
      '/api/image/%2e%2e/%2e%2e/signing-secret',
      '/api/image/....//....//signing-secret',
      '/api/image/x.png%00.html',
      '/uploads/../signing-secret',
      '/uploads/../../../etc/passwd',
      '/uploads/%2e%2e/signing-secret',
      '/uploads/..%2fsigning-secret',
      '/uploads/..%5csigning-secret',
      '/uploads/%252e%252e%252fsigning-secret',
      '/uploads//etc/passwd',
    ];
    for (const path of attempts) {
      const response = await rawGet(baseUrl, path);
      expect([400, 404], path).toContain(response.status);
      expect(response.text).not.toMatch(/^[0-9a-f]{64}\s*$/);
    }
  });

  it('refuses script, SVG and HTML bytes whatever the name; a GIF polyglot is served only as an image', async () => {
    const { client } = await signedInBusiness();
    const encode = (text: string) => new TextEncoder().encode(text);
    for (const [bytes, name] of [
      [encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.png'],
      [encode('alert(document.cookie)'), 'a.jpg'],
      [encode('\ufeff<!doctype html><script>alert(1)</script>'), 'a.gif'],
      [encode('%PDF-1.7'), 'a.webp'],
    ] as const) {
      expectRefused(await client.request('POST', '/api/upload/image', { body: imageForm(bytes, name) }), [400]);
    }
    const polyglot = encode('GIF89a/*<script>alert(1)</script>*/');
    const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(polyglot, 'evil.html') });
    expect(upload.json.url).toMatch(/^\/uploads\/[\w-]+\.gif$/);
    const served = await client.raw('GET', upload.json.url);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('refuses a body that is not multipart, and two files', async () => {
    const { client } = await signedInBusiness();
    const json = await client.request('POST', '/api/upload/image', { body: '{"image":"x"}', headers: { 'content-type': 'application/json' } });
    expectRefused(json, [415]);
    const form = imageForm(pngBytes());
    form.append('image', new Blob([pngBytes()]), 'second.png');
    expectRefused(await client.request('POST', '/api/upload/image', { body: form }), [400]);
  });
});

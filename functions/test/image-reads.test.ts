import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** An S3 endpoint answering each GET with the next planned status (200 with the body `image bytes`). */
const planned: number[] = [];
const seen: IncomingMessage[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  seen.push(request);
  const status = planned.shift() ?? 200;
  response.writeHead(status, { 'content-type': status === 200 ? 'image/png' : 'application/xml' });
  response.end(status === 200 ? 'image bytes' : '<Error><Code>Refused</Code></Error>');
});

let readImage: (name: string) => Promise<Uint8Array | null>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    IMAGES_BUCKET: 'test-images',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  ({ readImage } = await import('../src/aws/image-reads'));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  planned.length = 0;
  seen.length = 0;
});

describe('readImage', () => {
  it('GETs the object of the upload path-style, signed for S3 with the payload hash', async () => {
    const bytes = await readImage('thumb/abcdefgh12.webp');
    expect(Buffer.from(bytes ?? []).toString()).toBe('image bytes');
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/test-images/uploads/thumb/abcdefgh12.webp');
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    expect(request?.headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('answers null for a missing object, without a second try', async () => {
    planned.push(404);
    expect(await readImage('abcdefgh12.png')).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it('tries once more after a 5xx, and throws a 503-worthy error when that fails too', async () => {
    planned.push(500);
    expect(Buffer.from((await readImage('abcdefgh12.png')) ?? []).toString()).toBe('image bytes');
    planned.push(503, 503);
    await expect(readImage('abcdefgh12.png')).rejects.toMatchObject({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
    expect(seen).toHaveLength(4);
  });

  it('throws at once on a refusal such as 403', async () => {
    planned.push(403);
    await expect(readImage('abcdefgh12.png')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(seen).toHaveLength(1);
  });
});

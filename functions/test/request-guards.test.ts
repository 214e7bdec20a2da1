import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_TOO_LARGE, DIRECT_UPLOAD_MAX_BYTES, DIRECT_UPLOAD_TOO_LARGE } from '@surplus/shared';
import { ORIGIN_HEADER } from '../src/aws/origin-secret';

const SECRET = 'unit-test-origin-secret';
const context = { functionName: 'unit', awsRequestId: 'request-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(routeKey: string, body: Buffer | string | undefined, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const binary = Buffer.isBuffer(body);
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { [ORIGIN_HEADER]: SECRET, ...headers },
    requestContext: { http: { method, path, sourceIp: '192.0.2.1' }, requestId: 'api-request-1', routeKey } as APIGatewayProxyEventV2['requestContext'],
    ...(body !== undefined && { body: binary ? body.toString('base64') : body, isBase64Encoded: binary }),
  } as APIGatewayProxyEventV2;
}

type Result = { statusCode: number; body?: string };
type Handler = (input: unknown, context: Context) => Promise<Result>;
const HANDLERS: Record<string, () => Promise<{ handler: unknown }>> = {
  'http/get-csrf-token': () => import('../src/handlers/http/get-csrf-token'),
  'http/login': () => import('../src/handlers/http/login'),
  'http/start-import': () => import('../src/handlers/http/start-import'),
  'http/upload-image': () => import('../src/handlers/http/upload-image'),
  'ws/connect': () => import('../src/handlers/ws/connect'),
};
const call = async (module: string, input: unknown) => ((await HANDLERS[module]!()).handler as Handler)(input, context);

beforeAll(() => {
  process.env.ORIGIN_SECRET = SECRET;
});

/** What the handlers themselves answer on AWS, where no local gateway stands in front of them. */
describe('handlers, before reading a request', () => {
  it('refuse a request without the origin secret, or with a wrong one, with a bare 403', async () => {
    for (const headers of [{ [ORIGIN_HEADER]: '' }, { [ORIGIN_HEADER]: 'guessed' }]) {
      const answer = await call('http/get-csrf-token', event('GET /api/csrf-token', undefined, headers));
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body ?? '')).toEqual({ message: 'Forbidden' });
    }
  });

  it('refuse a WebSocket $connect without the origin secret with 403', async () => {
    const connect = { requestContext: { connectionId: 'c1', routeKey: '$connect' }, headers: { Host: 'example.org' }, isBase64Encoded: false };
    expect(await call('ws/connect', connect)).toEqual({ statusCode: 403 });
  });

  it('answer 413 with the route\'s message past its body limit: JSON, CSV and the direct image upload', async () => {
    const json = await call('http/login', event('POST /api/login', `{"username":"${'a'.repeat(70_000)}"}`, { 'content-type': 'application/json' }));
    expect(json.statusCode).toBe(413);
    expect(JSON.parse(json.body ?? '')).toEqual({ message: 'Request body is too large' });

    const csv = await call('http/start-import', event('POST /api/inventory/imports', 'x'.repeat(4_500_001), { 'content-type': 'text/csv' }));
    expect(csv.statusCode).toBe(413);
    expect(JSON.parse(csv.body ?? '')).toEqual({ message: CSV_IMPORT_TOO_LARGE });

    const image = event('POST /api/upload/image', Buffer.alloc(DIRECT_UPLOAD_MAX_BYTES + 1), { 'content-type': 'multipart/form-data; boundary=x' });
    const upload = await call('http/upload-image', image);
    expect(upload.statusCode).toBe(413);
    expect(JSON.parse(upload.body ?? '')).toEqual({ message: DIRECT_UPLOAD_TOO_LARGE });
  });

  it('take a direct upload only when its event fits Lambda\'s 6 MB after base64, with room for the headers', () => {
    const LAMBDA_EVENT_BYTES = 6 * 1024 * 1024;
    const HTTP_API_HEADER_BYTES = 10 * 1024;
    expect(Math.ceil(DIRECT_UPLOAD_MAX_BYTES / 3) * 4 + 2 * HTTP_API_HEADER_BYTES).toBeLessThan(LAMBDA_EVENT_BYTES);
  });
});

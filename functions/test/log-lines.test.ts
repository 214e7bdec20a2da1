import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const ORIGIN_SECRET = 'log-test-origin-secret';
const PASSWORD = 'hunter2-never-logged';
const SESSION_TOKEN = 'session-token-never-logged';
const context = { functionName: 'login', awsRequestId: 'lambda-request-7', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

beforeAll(() => {
  Object.assign(process.env, {
    ORIGIN_SECRET,
    POWERTOOLS_LOG_LEVEL: 'DEBUG',
    // Nothing listens there: the login's first read fails at once and is logged.
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
  });
});
afterEach(() => vi.restoreAllMocks());

function loginEvent(): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/login',
    rawPath: '/api/login',
    rawQueryString: '',
    cookies: [`sid=${SESSION_TOKEN}`, 'csrf=abc'],
    headers: { 'x-origin-verify': ORIGIN_SECRET, 'content-type': 'application/json', 'csrf-token': 'not-a-valid-token' },
    requestContext: { http: { method: 'POST', path: '/api/login', sourceIp: '192.0.2.1' }, requestId: 'api-request-7', routeKey: 'POST /api/login' },
    body: JSON.stringify({ username: 'someone', password: PASSWORD }),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

describe('log lines', () => {
  it('name the API and Lambda request ids, and never carry a password, token, cookie or the origin secret', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    // Past CSRF, so the handler reaches its database read with the password in hand.
    vi.spyOn(await import('../src/aws/csrf'), 'isValidCsrfToken').mockResolvedValue(true);
    const { handler } = await import('../src/handlers/http/login');
    const answer = (await handler(loginEvent(), context)) as { statusCode: number };
    vi.restoreAllMocks();

    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    const logged = lines.filter((line) => line.trim().startsWith('{'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toMatchObject({ requestId: 'api-request-7', function_request_id: 'lambda-request-7' });
      for (const secret of [PASSWORD, SESSION_TOKEN, ORIGIN_SECRET, 'csrf=abc']) expect(line).not.toContain(secret);
    }
  });
});

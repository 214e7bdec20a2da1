import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const text = (body: string, status = 200, statusText = '') => new Response(body, { status, statusText });

// The CSRF token is cached per module: each test gets a fresh module.
async function loadClient() {
  vi.resetModules();
  return import('../src/api/client');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('reads with credentials and turns a 401 into null only when asked', async () => {
    const { apiGet } = await loadClient();
    fetchMock.mockImplementation(async () => text('{"message":"Not signed in"}', 401, 'Unauthorized'));
    await expect(apiGet('/api/user', { on401: 'null' })).resolves.toBeNull();
    await expect(apiGet('/api/user')).rejects.toThrow('401: {"message":"Not signed in"}');
    await expect(apiGet('/api/user')).rejects.toMatchObject({ name: 'ApiError', status: 401, body: { message: 'Not signed in' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
  });

  it('raises status and status text when the body is empty', async () => {
    const { apiGet } = await loadClient();
    fetchMock.mockResolvedValue(text('', 502, 'Bad Gateway'));
    await expect(apiGet('/api/inventory')).rejects.toThrow('502: Bad Gateway');
    await expect(apiGet('/api/inventory')).rejects.toMatchObject({ status: 502, text: 'Bad Gateway', body: 'Bad Gateway' });
  });

  it("reads the server's message and body out of a refusal, and any other error's message", async () => {
    const { apiGet, errorBody, errorMessage } = await loadClient();
    fetchMock.mockResolvedValueOnce(text('{"message":"name: Required","errors":[{"line":2}]}', 400));
    const refusal: unknown = await apiGet('/api/inventory').catch((error: unknown) => error);
    expect(errorMessage(refusal, 'fallback')).toBe('name: Required');
    expect(errorBody(refusal).json).toEqual({ message: 'name: Required', errors: [{ line: 2 }] });
    fetchMock.mockResolvedValueOnce(text('upstream timed out', 504));
    const plain: unknown = await apiGet('/api/inventory').catch((error: unknown) => error);
    expect([errorMessage(plain, 'fallback'), errorBody(plain).json]).toEqual(['upstream timed out', undefined]);
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(errorMessage('not an error', 'fallback')).toBe('fallback');
  });

  it('fetches the CSRF token once and retries once after a csrf 403 with a fresh one', async () => {
    const { apiSend } = await loadClient();
    fetchMock
      .mockResolvedValueOnce(text('{"csrfToken":"old"}'))
      .mockResolvedValueOnce(text('{"message":"Invalid CSRF token"}', 403))
      .mockResolvedValueOnce(text('{"csrfToken":"new"}'))
      .mockResolvedValueOnce(text('{"ok":true}'))
      .mockResolvedValueOnce(text('{"ok":true}'));
    await expect(apiSend('POST', '/api/inventory', { name: 'x' })).resolves.toEqual({ ok: true });
    await apiSend('DELETE', '/api/inventory/1');

    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.headers?.['CSRF-Token']]);
    expect(calls).toEqual([
      ['/api/csrf-token', undefined],
      ['/api/inventory', 'old'],
      ['/api/csrf-token', undefined],
      ['/api/inventory', 'new'],
      ['/api/inventory/1', 'new'],
    ]);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ credentials: 'include', headers: { 'Content-Type': 'application/json' } });
  });

  it('tries the token 3 times, 300 ms apart, then sends without it', async () => {
    vi.useFakeTimers();
    const { apiSend } = await loadClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    fetchMock.mockResolvedValueOnce(text(''));
    const sent = apiSend('POST', '/api/logout');
    await vi.advanceTimersByTimeAsync(600);
    await sent;
    vi.useRealTimers();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls[3]?.[1]?.headers).toEqual({});
  });
});

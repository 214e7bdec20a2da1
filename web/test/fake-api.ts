import { vi } from 'vitest';
import { json } from './list-pages';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The parsed JSON body (undefined for any other body). */
  body: unknown;
  /** The request as sent: its headers and raw body (a Blob, FormData). */
  init: RequestInit | undefined;
}

type Answer = (request: FakeRequest) => Response | Promise<Response>;

/**
 * A fake network boundary keyed by `METHOD /path` (no query string); the CSRF token route is built in, and
 * an unknown route answers 404. Every request is recorded with its parsed JSON body.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/csrf-token') return json({ csrfToken: 'token-1' });
    const request = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, init };
    requests.push(request);
    const answer = routes[`${method} ${url.pathname}`];
    return answer ? answer(request) : json({ message: 'Not found' }, 404);
  });
  const sent = (method: string, path: string) => requests.filter((request) => request.method === method && request.url.pathname === path);
  return { fetchMock, requests, sent };
}

/** A promise with its resolve at hand: an answer the test releases when it has checked the optimistic state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

import { ApiError, CSRF_HEADER } from '@surplus/shared';
import { getCsrfToken } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A GET of the API: its path and query parameters (the server renderer answers it without the network). */
export interface ApiGetRequest {
  path: string;
  query?: Record<string, string>;
}

/** The URL of a GET request: its path, then its query string when it has one. */
export function requestUrl(request: ApiGetRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return query ? `${request.path}?${query}` : request.path;
}

/** The ApiError every failed call raises: the status, and the body's text (the status text when empty). */
export async function responseError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, text || response.statusText);
}

/** `body` goes as JSON, or as it is when it is a Blob (which carries its own content type, e.g. text/csv). */
async function send(method: Method, path: string, body: unknown, token: string | null, extraHeaders: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers[CSRF_HEADER] = token;
  const raw = body instanceof Blob;
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
}

/**
 * Any call: CSRF token on every non-GET, one retry with a fresh token after a 403 that names csrf. `headers` are
 * sent as given (an Idempotency-Key, for example).
 */
export async function apiRequest(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const token = method === 'GET' ? null : await getCsrfToken();
  let response = await send(method, path, body, token, headers);
  if (method !== 'GET' && response.status === 403) {
    const text = await response.clone().text();
    if (/csrf/i.test(text)) {
      const fresh = await getCsrfToken(true);
      if (!fresh) throw new Error(`CSRF validation failed: ${text}`);
      response = await send(method, path, body, fresh, headers);
    }
  }
  if (!response.ok) throw await responseError(response);
  return response;
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiGet<T>(path: string): Promise<T>;
export async function apiGet<T>(path: string, options: { on401: 'null' }): Promise<T | null>;
export async function apiGet<T>(path: string, options?: { on401: 'null' }): Promise<T | null> {
  const response = await fetch(path, { credentials: 'include' });
  if (options?.on401 === 'null' && response.status === 401) {
    // Release the unread body: Chromium keeps the request open until then, so the network never goes idle.
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw await responseError(response);
  return parseJson<T>(response);
}

export async function apiSend<T = unknown>(method: Exclude<Method, 'GET'>, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  return parseJson<T>(await apiRequest(method, path, body, headers));
}

/**
 * The body of an error raised above: its JSON (`json`, undefined when it is not a JSON object) and its text; the
 * message of any other error (a network failure) as its text.
 */
export function errorBody(error: unknown): { text: string; json?: Record<string, unknown> } {
  if (!(error instanceof ApiError)) return { text: error instanceof Error ? error.message : '' };
  const { text, body } = error;
  return typeof body === 'object' && body !== null ? { text, json: body as Record<string, unknown> } : { text };
}

/** The server's `{ message }` out of an error raised above, for toasts; `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return errorBody(error).text || fallback;
}

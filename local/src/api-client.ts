import { CSRF_HEADER } from '@surplus/shared';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Send no CSRF-Token header at all. */
  withoutCsrf?: boolean;
}

/**
 * A client that behaves as SPEC section 7 describes the browser (used by the seed script and the API tests): cookies on every call, a cached CSRF token in the
 * CSRF-Token header of every non-GET, one retry with a fresh token after a 403 that mentions csrf.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      body: init.body,
      headers: { ...init.headers, ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}) },
      redirect: 'manual',
    });
    for (const setCookie of response.headers.getSetCookie()) this.storeCookie(setCookie);
    return response;
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.raw('GET', '/api/csrf-token');
    this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    return this.csrfToken;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const send = async () => {
      const headers: Record<string, string> = { ...options.headers };
      if (method !== 'GET' && !options.withoutCsrf) headers[CSRF_HEADER] = this.csrfToken ?? (await this.fetchCsrfToken());
      if (options.json !== undefined) headers['content-type'] = 'application/json';
      const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
      const response = await this.raw(method, path, { body, headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: (text ? safeJson(text) : undefined) as T };
    };
    const first = await send();
    if (first.status === 403 && /csrf/i.test(first.text) && !options.withoutCsrf) {
      await this.fetchCsrfToken();
      return send();
    }
    return first;
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, json?: unknown) => this.request<T>('POST', path, { json });
  put = <T = unknown>(path: string, json?: unknown) => this.request<T>('PUT', path, { json });
  delete = <T = unknown>(path: string) => this.request<T>('DELETE', path);

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private storeCookie(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

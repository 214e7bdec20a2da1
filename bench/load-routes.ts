import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon, { type RawRequest } from 'autocannon';
import { CSRF_HEADER, type ItemCreateInput } from '@surplus/shared';
import { ApiClient } from '../local/src/api-client';
import type { SearchQuery } from './search-queries';
import { percentile } from './stats';

export interface LoadOptions {
  /** Seconds of measured load per route. */
  duration: number;
  /** Seconds of unmeasured load per route just before. */
  warmup: number;
  connections: number;
}

export interface RouteResult {
  route: string;
  size: number;
  requestsPerSecond: number;
  /** Milliseconds, from every response's own time (fractions kept). */
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  socketErrors: number;
  /** What one answer of the route held, checked before the load (e.g. "page of 10"). */
  answer: string;
}

export interface RouteTarget {
  key: string;
  label: string;
  /** Method and path of each request; called per request, so ids and bodies can vary. */
  next(): RawRequest;
}

/** How the rendered pages are loaded: without compression (the render alone), and with brotli (what browsers get). */
export const PAGE_ENCODINGS = [
  { suffix: '', label: 'identity', encoding: 'identity' },
  { suffix: '-br', label: 'br', encoding: 'br' },
] as const;

const pageHeaders = (encoding: string) => ({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': encoding });

/** The routes under load, in the order they run; create last, so that reads see exactly `size` listings. */
export function routeTargets(itemIds: readonly number[], searches: readonly SearchQuery[], session: Session): RouteTarget[] {
  let created = 0;
  const randomId = () => itemIds[Math.floor(Math.random() * itemIds.length)];
  return [
    { key: 'csrf', label: 'GET /api/csrf-token (floor)', next: () => ({ method: 'GET', path: '/api/csrf-token' }) },
    { key: 'item', label: 'GET /api/inventory/item/{id} (random id)', next: () => ({ method: 'GET', path: `/api/inventory/item/${randomId()}` }) },
    // The rendered pages (site/render-page), as a browser asks for them: uncompressed, then brotli as browsers accept it.
    ...PAGE_ENCODINGS.flatMap(({ suffix, label, encoding }) => [
      {
        key: `page-item${suffix}`,
        label: `GET /item/{id} (rendered page, random id, ${label})`,
        next: (): RawRequest => ({ method: 'GET', path: `/item/${randomId()}`, headers: pageHeaders(encoding) }),
      },
      { key: `page-home${suffix}`, label: `GET / (rendered home, ${label})`, next: (): RawRequest => ({ method: 'GET', path: '/', headers: pageHeaders(encoding) }) },
    ]),
    { key: 'list', label: 'GET /api/inventory?limit=10', next: () => ({ method: 'GET', path: '/api/inventory?limit=10' }) },
    { key: 'filtered', label: 'GET /api/inventory/door?limit=10&sort=name', next: () => ({ method: 'GET', path: '/api/inventory/door?limit=10&sort=name' }) },
    ...searches.map(({ key, path }) => ({ key, label: `GET ${path}`, next: (): RawRequest => ({ method: 'GET', path }) })),
    { key: 'stats', label: 'GET /api/inventory/stats', next: () => ({ method: 'GET', path: '/api/inventory/stats' }) },
    {
      key: 'create',
      label: 'POST /api/inventory (signed in)',
      next: () => {
        created += 1;
        const body: ItemCreateInput = {
          category: created % 3 === 0 ? 'door' : 'part',
          name: 'Bench Torsion Spring Assembly, 2" ID',
          itemId: `BENCH-${Date.now().toString(36)}-${created}`,
          description: 'Listed by the benchmark: oil-tempered torsion spring, stored indoors.',
          quantity: 1 + (created % 20),
        };
        return { method: 'POST', path: '/api/inventory', headers: session.headers, body: JSON.stringify(body) };
      },
    },
  ];
}

export interface Session {
  headers: Record<string, string>;
}

/** Signs in through the API as the browser does: the session and csrf cookies, and the CSRF-Token header. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<Session> {
  const client = new ApiClient(baseUrl);
  const response = await client.post('/api/login', { username, password });
  if (response.status !== 200) throw new Error(`Sign-in as ${username} failed: ${response.status} ${response.text}`);
  const token = await client.fetchCsrfToken();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { headers: { cookie, [CSRF_HEADER]: token, 'content-type': 'application/json' } };
}

/** One request as autocannon sends it (no header added), its body as sent and as decoded. */
function rawRequest(baseUrl: string, request: RawRequest): Promise<{ status: number; headers: IncomingHttpHeaders; sent: Buffer; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers = { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
    const outgoing = httpRequest(new URL(request.path ?? '/', baseUrl), { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, sent, body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One request outside the load: its status and a short description of the answer. */
async function probe(baseUrl: string, request: RawRequest): Promise<string> {
  const response = await rawRequest(baseUrl, request);
  const text = response.body.toString('utf8');
  if (String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    const encoding = response.headers['content-encoding'] ?? 'identity';
    const sent = encoding === 'identity' ? '' : `, ${(response.sent.length / 1024).toFixed(1)} KB ${encoding}`;
    return `${response.status} HTML ${(response.body.length / 1024).toFixed(1)} KB${sent}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const shape = Array.isArray(json)
    ? `array of ${json.length}`
    : json && typeof json === 'object' && Array.isArray((json as { items?: unknown }).items)
      ? `page of ${(json as { items: unknown[] }).items.length}${(json as { nextCursor?: unknown }).nextCursor ? ' + cursor' : ''}`
      : json && typeof json === 'object'
        ? 'object'
        : `${text.length} bytes`;
  return `${response.status} ${shape}`;
}

async function fire(baseUrl: string, target: RouteTarget, seconds: number, connections: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, ...target.next() }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { result, times };
}

/** Warms up, then loads each route in turn and reads req/s, p50, p99 and errors. */
export async function loadRoutes(baseUrl: string, size: number, targets: RouteTarget[], options: LoadOptions, log: (line: string) => void) {
  const results: RouteResult[] = [];
  for (const target of targets) {
    const answer = await probe(baseUrl, target.next());
    if (options.warmup > 0) await fire(baseUrl, target, options.warmup, options.connections);
    const { result, times } = await fire(baseUrl, target, options.duration, options.connections);
    const row: RouteResult = {
      route: target.key,
      size,
      requestsPerSecond: result.requests.total / result.duration,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      requests: result.requests.total,
      non2xx: result.non2xx,
      socketErrors: result.errors,
      answer,
    };
    results.push(row);
    log(
      `  ${target.label.padEnd(48)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  errors ${row.non2xx + row.socketErrors}  (${answer})`,
    );
  }
  return results;
}

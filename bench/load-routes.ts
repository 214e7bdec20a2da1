import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon, { type RawRequest } from 'autocannon';
import { CSRF_HEADER, type InventoryItem, type ItemCreateInput, PRICE_MODES } from '@surplus/shared';
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
  /** What is wrong with the answer to the request before the load (a page's order or filter), if anything. */
  check?(answer: unknown): string | undefined;
}

/** The price filter's bound: $500. */
export const MAX_UNIT_PRICE_CENTS = 50_000;
/** The price order and filters of the list routes, each loaded beside the first list page (`list`), whose p50 the report divides theirs by. */
export const PRICE_ROUTES = [
  { key: 'list-price', label: 'price order', path: '/api/inventory?limit=10&sort=price', check: priceOrder },
  { key: 'door-price', label: 'doors in price order', path: '/api/inventory/door?limit=10&sort=price', check: (items: InventoryItem[]) => priceOrder(items) ?? (items.some((item) => item.category !== 'door') ? 'a part among the doors' : undefined) },
  { key: 'list-max-price', label: 'at most $500', path: `/api/inventory?limit=10&maxUnitPriceCents=${MAX_UNIT_PRICE_CENTS}`, check: atMostPrice },
  { key: 'list-available', label: 'available', path: '/api/inventory?limit=10&available=1', check: (items: InventoryItem[]) => (items.some((item) => !(item.availableQuantity > 0)) ? 'a listing with nothing available' : undefined) },
] as const;

/** sort=price: free first, then fixed and negotiable by unit price (lowest first), on request last. */
function priceOrder(items: InventoryItem[]): string | undefined {
  const rank = (item: InventoryItem) => [item.priceMode === 'free' ? 0 : item.priceMode === 'on-request' ? 2 : 1, item.unitPriceCents ?? 0] as const;
  const wrong = items.findIndex((item, index) => {
    const previous = items[index - 1];
    if (!previous) return false;
    const [a, b] = [rank(previous), rank(item)];
    return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  });
  return wrong > 0 ? `not in price order at item ${wrong} (${items[wrong - 1]?.priceMode} ${items[wrong - 1]?.unitPriceCents ?? ''} before ${items[wrong]?.priceMode} ${items[wrong]?.unitPriceCents ?? ''})` : undefined;
}

function atMostPrice(items: InventoryItem[]): string | undefined {
  const over = items.find((item) => item.priceMode !== 'free' && !(item.unitPriceCents !== undefined && item.unitPriceCents <= MAX_UNIT_PRICE_CENTS));
  return over ? `listing ${over.id} asks ${over.priceMode} ${over.unitPriceCents ?? ''}` : undefined;
}

/** A page of listings (at least one) checked by `check`. */
const pageCheck = (check: (items: InventoryItem[]) => string | undefined) => (answer: unknown) => {
  const items = (answer as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return 'no listings on the page';
  return check(items as InventoryItem[]);
};

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
    ...PRICE_ROUTES.map(({ key, path, check }) => ({ key, label: `GET ${path}`, next: (): RawRequest => ({ method: 'GET', path }), check: pageCheck(check) })),
    { key: 'filtered', label: 'GET /api/inventory/door?limit=10&sort=name', next: () => ({ method: 'GET', path: '/api/inventory/door?limit=10&sort=name' }) },
    ...searches.map(({ key, path }) => ({ key, label: `GET ${path}`, next: (): RawRequest => ({ method: 'GET', path }) })),
    { key: 'stats', label: 'GET /api/inventory/stats', next: () => ({ method: 'GET', path: '/api/inventory/stats' }) },
    {
      key: 'create',
      label: 'POST /api/inventory (signed in)',
      next: () => {
        created += 1;
        // Every price mode in turn, the priced ones at $120 to $139.
        const priceMode = PRICE_MODES[created % PRICE_MODES.length] as ItemCreateInput['priceMode'];
        const body: ItemCreateInput = {
          category: created % 3 === 0 ? 'door' : 'part',
          name: 'Bench Torsion Spring Assembly, 2" ID',
          itemId: `BENCH-${Date.now().toString(36)}-${created}`,
          description: 'Listed by the benchmark: oil-tempered torsion spring, stored indoors.',
          quantity: 1 + (created % 20),
          priceMode,
          ...((priceMode === 'fixed' || priceMode === 'negotiable') && { unitPriceCents: 12_000 + (created % 20) * 100 }),
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

/** One request outside the load: its status, a short description of the answer and the answer's JSON. */
async function probe(baseUrl: string, request: RawRequest): Promise<{ answer: string; json?: unknown }> {
  const response = await rawRequest(baseUrl, request);
  const text = response.body.toString('utf8');
  if (String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    const encoding = response.headers['content-encoding'] ?? 'identity';
    const sent = encoding === 'identity' ? '' : `, ${(response.sent.length / 1024).toFixed(1)} KB ${encoding}`;
    return { answer: `${response.status} HTML ${(response.body.length / 1024).toFixed(1)} KB${sent}` };
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
  return { answer: `${response.status} ${shape}`, json };
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
    const { answer, json } = await probe(baseUrl, target.next());
    // A number measured on a wrong answer means nothing: stop here.
    const problem = target.check?.(json);
    if (problem) throw new Error(`${target.label} answered wrongly before the load (${answer}): ${problem}`);
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

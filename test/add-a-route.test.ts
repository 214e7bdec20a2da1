import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_HEADER } from '../functions/src/aws/origin-secret';
import type * as RoutesModule from '../functions/src/routes';
import type * as EntrySourceModule from '../functions/src/router/entry-source';
import { createHttpApi } from '../local/src/api/gateway';
import { workspaceHandlers } from '../local/src/lambda/handlers';
import { openApiDocument } from '../local/src/openapi/document';

/**
 * Adding a route to an existing function is one row in routes.ts plus one handler module: on a copy of
 * functions/src with just those two edits, the function's entry, the local gateway and the API reference all
 * serve it. (The copy sits inside the repository so that its packages resolve; functions/.scratch is ignored.)
 */
const FUNCTIONS = fileURLToPath(new URL('../functions/', import.meta.url));
const copy = join(FUNCTIONS, '.scratch', `add-a-route-${process.pid}`);
const src = join(copy, 'src');
const ORIGIN_SECRET = 'add-a-route-test';

const HANDLER = `import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = { summary: 'Whether the route probe answers', tag: 'Session', ok: [200, 'messageResponse'] };

/** GET /api/route-probe: answers a fixed message. */
export const handler = httpRoute({ doc }, async () => json(200, { message: 'The probe answers' }));
`;
const ROW = "  { method: 'GET', path: '/api/route-probe', fn: 'public-reads', handler: 'http/get-route-probe', table: 'none' },\n";

const load = <T>(path: string): Promise<T> => import(pathToFileURL(join(src, path)).href) as Promise<T>;
let routes: typeof RoutesModule;
let server: Server;
let base: string;

beforeAll(async () => {
  process.env.ORIGIN_SECRET = ORIGIN_SECRET;
  mkdirSync(copy, { recursive: true });
  cpSync(join(FUNCTIONS, 'src'), src, { recursive: true });
  // The two edits: a handler module, and its row.
  writeFileSync(join(src, 'handlers/http/get-route-probe.ts'), HANDLER);
  const table = readFileSync(join(src, 'routes.ts'), 'utf8');
  const opening = 'export const httpRoutes: readonly HttpRoute[] = [\n';
  expect(table).toContain(opening);
  writeFileSync(join(src, 'routes.ts'), table.replace(opening, opening + ROW));

  routes = await load<typeof RoutesModule>('routes.ts');
  const handlers = workspaceHandlers({
    routing: async () => ({ ...(await load<object>('router/function-handler.ts')), ...(await load<object>('router/function-kind.ts')) }) as never,
    handlerModule: (name) => load(`handlers/${name}.ts`),
  });
  const api = createHttpApi(routes.httpRoutes, handlers, { info: () => {}, warn: () => {}, error: () => {} } as never);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void api(req, res, url.pathname, url.search.slice(1), { [ORIGIN_HEADER]: ORIGIN_SECRET });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

describe('a route added as one row and one handler module', () => {
  it('is in its function\'s entry, beside the function\'s other routes', async () => {
    const { entrySource } = await load<typeof EntrySourceModule>('router/entry-source.ts');
    const source = entrySource('public-reads', join(copy, '.entries'));
    expect(source).toContain('from "../src/handlers/http/get-route-probe.ts"');
    expect(source).toContain('"http/get-route-probe": route');
    expect(source).toContain('"http/get-item": route');
  });

  it('is served by the local gateway through the function\'s router, with the route table\'s 405 for other methods', async () => {
    const answer = await fetch(`${base}/api/route-probe`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: 'The probe answers' });
    expect((await fetch(`${base}/api/route-probe`, { method: 'DELETE' })).status).toBe(405);
  }, 60_000);

  it('is in the API reference, from what its handler module declares', async () => {
    const document = await openApiDocument(routes.httpRoutes, (name) => load(`handlers/${name}.ts`));
    expect(document.paths?.['/api/route-probe']?.get).toMatchObject({
      operationId: 'getRouteProbe',
      summary: 'Whether the route probe answers',
      tags: ['Session'],
      security: [],
    });
  }, 60_000);
});

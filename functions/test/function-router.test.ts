import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrySource, writeFunctionEntry } from '../src/router/entry-source';
import { functionKindOf } from '../src/router/function-kind';
import { grantsOf, holdSweeper, httpRoutes, jobWorker, lambdaFunctions, routesOf, type FunctionName } from '../src/routes';

afterEach(() => vi.restoreAllMocks());

const context = {} as Context;
const eventFor = (routeKey: string) => ({ routeKey, rawPath: '/', headers: {}, requestContext: { requestId: 'r1' } }) as unknown as APIGatewayProxyEventV2;
/** Stand-in handlers that name themselves: what is under test is which one the router picks. */
const namedHandlers = (fn: FunctionName, status = 200) =>
  Object.fromEntries(routesOf(fn).map((route) => [route.handler, async () => ({ statusCode: status, body: route.handler })]));

describe('the router of an HTTP function', () => {
  it('hands each of its routes, by routeKey, to the route\'s handler module', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    const { httpRouter } = await import('../src/router/http-router');
    const router = httpRouter('public-reads', namedHandlers('public-reads'));
    for (const route of httpRoutes.filter((candidate) => candidate.fn === 'public-reads')) {
      expect(await router(eventFor(`${route.method} ${route.path}`), context)).toMatchObject({ statusCode: 200, body: route.handler });
    }
  });

  it('answers 404 to a route of another function, without calling any handler', async () => {
    const { httpRouter } = await import('../src/router/http-router');
    const handlers = namedHandlers('public-reads');
    const called = vi.fn();
    const router = httpRouter('public-reads', Object.fromEntries(Object.keys(handlers).map((name) => [name, async () => (called(), { statusCode: 200 })])));
    const answer = await router(eventFor('POST /api/login'), context);
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(String(answer.body))).toEqual({ message: 'Not found' });
    expect(called).not.toHaveBeenCalled();
  });

  it('refuses to start with a handler missing or with another function\'s handler', async () => {
    const { httpRouter } = await import('../src/router/http-router');
    const { 'http/get-item': _missing, ...withoutOne } = namedHandlers('public-reads');
    expect(() => httpRouter('public-reads', withoutOne)).toThrow(/missing \[http\/get-item\]/);
    expect(() => httpRouter('public-reads', { ...namedHandlers('public-reads'), 'http/login': async () => ({}) })).toThrow(/not its own \[http\/login\]/);
  });

  it('writes each answer\'s latency and 5xx as EMF with the route as dimension', async () => {
    vi.resetModules();
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const { httpRouter } = await import('../src/router/http-router');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (lines.push(String(chunk)), true));
    await httpRouter('account', namedHandlers('account', 503))(eventFor('POST /api/login'), context);
    await httpRouter('account', namedHandlers('account', 200))(eventFor('GET /api/user'), context);
    vi.restoreAllMocks();
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';

    const emitted = lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, any>);
    expect(emitted).toHaveLength(2);
    expect(emitted[0]?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'SurplusDoors',
      Dimensions: [expect.arrayContaining(['service', 'route'])],
      Metrics: expect.arrayContaining([{ Name: 'RouteLatency', Unit: 'Milliseconds' }, { Name: 'RouteServerErrors', Unit: 'Count' }]),
    });
    expect(emitted[0]).toMatchObject({ route: 'POST /api/login', RouteServerErrors: 1, RouteLatency: expect.any(Number) });
    expect(emitted[1]).toMatchObject({ route: 'GET /api/user', RouteServerErrors: 0 });
  });
});

describe('the router of the jobs function', () => {
  const sqsEvent = { Records: [{ messageId: 'm1', body: '{}' }] };
  const scheduledEvent = { version: '0', id: 'e1', source: 'aws.events', 'detail-type': 'Scheduled Event', time: '2030-01-01T00:00:00Z', resources: [], detail: {} };

  it('hands the jobs queue\'s SQS events to the job worker and the schedule\'s events to the hold sweeper', async () => {
    const { jobsRouter } = await import('../src/router/jobs-router');
    const router = jobsRouter(namedHandlers(jobWorker.fn));
    expect(await router(sqsEvent as never, context)).toMatchObject({ body: jobWorker.handler });
    expect(await router(scheduledEvent as never, context)).toMatchObject({ body: holdSweeper.handler });
    expect(holdSweeper.fn).toBe(jobWorker.fn);
  });

  it('refuses any other event, without calling a handler', async () => {
    const { jobsRouter } = await import('../src/router/jobs-router');
    const called = vi.fn();
    const router = jobsRouter(Object.fromEntries(routesOf(jobWorker.fn).map((route) => [route.handler, async () => called()])));
    for (const event of [{}, { 'detail-type': 'Object Created' }, eventFor('GET /api/user')]) {
      await expect(router(event as never, context)).rejects.toThrow(/takes SQS events and scheduled events only/);
    }
    expect(called).not.toHaveBeenCalled();
  });

  it('refuses to start with a handler missing or with another function\'s handler', async () => {
    const { jobsRouter } = await import('../src/router/jobs-router');
    const { [holdSweeper.handler]: _missing, ...withoutSweeper } = namedHandlers(jobWorker.fn);
    expect(() => jobsRouter(withoutSweeper)).toThrow(/missing \[schedule\/sweep-holds\]/);
    expect(() => jobsRouter({ ...namedHandlers(jobWorker.fn), 'http/login': async () => ({}) })).toThrow(/not its own \[http\/login\]/);
  });
});

describe('the functions of the route table', () => {
  it('each have an entry module, written from the table, whose router serves exactly their routes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'entries-'));
    for (const fn of Object.keys(lambdaFunctions) as FunctionName[]) {
      const source = entrySource(fn, dir);
      for (const module of new Set(routesOf(fn).map((route) => route.handler))) expect(source, fn).toContain(`/handlers/${module}.ts"`);
      expect(source.match(/^import .* from/gm)?.length ?? 0, fn).toBe(functionKindOf(fn) === 'single' ? 0 : new Set(routesOf(fn).map((route) => route.handler)).size + 1);
      const entry = (await import(pathToFileURL(writeFunctionEntry(fn, dir)).href)) as { handler?: unknown };
      expect(typeof entry.handler, fn).toBe('function');
    }
  }, 60_000);

  it('are granted the union of their routes\' grants: the public reads only read (and queue the words their searches find common)', () => {
    expect(grantsOf('public-reads')).toEqual({ table: 'read', images: 'read', gazetteer: true, jobs: true });
    expect(grantsOf('account')).toEqual({ table: 'write', mail: true, jobs: true, gazetteer: true });
    expect(grantsOf('seller')).toEqual({ table: 'write', images: 'write', imports: true, jobs: true, gazetteer: true });
    // The hold sweeper mails the parties of the holds it ends.
    expect(grantsOf('jobs')).toEqual({ table: 'write', images: 'write', imports: true, jobs: true, connections: true, mail: true });
    expect(grantsOf('image-variants')).toEqual({ table: 'none', images: 'variants' });
    expect(grantsOf('live-updates')).toEqual({ table: 'write', connections: true });
  });
});

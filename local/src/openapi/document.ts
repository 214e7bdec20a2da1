import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z, type ZodObject } from 'zod';
import { httpRoutes, routeKeyOf, type HttpRoute } from '@surplus/functions/routes';
import { CSRF_HEADER } from '@surplus/shared';
import { classic } from './classic';
import { operations } from './operations';
import { errorResponse } from './responses';

// The generator calls .openapi() on the schemas it converts: zod must carry it (only where the document is made).
extendZodWithOpenApi(z);

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: the message names each field with its rule',
  401: 'Not signed in',
  403: 'Missing or invalid CSRF token (the text contains "csrf"), someone else\'s listing, or a request that did not come through the site',
  404: 'Not found',
  409: 'Username or e-mail already registered',
  413: 'Request body over the route\'s limit',
  415: 'Wrong content type',
  429: 'Too many attempts: wait and try again',
  503: 'A backing service is unavailable: try again',
};

/** `{path+}` (API Gateway's greedy segment) is an ordinary parameter in OpenAPI. */
const openApiPath = (path: string) => path.replace(/\{(\w+)\+\}/g, '{$1}');

/** A route's operationId: its handler module in camelCase (`http/list-doors` is `listDoors`), as stable as the module's name. */
const operationIdOf = (route: HttpRoute) => route.handler.replace(/^.*\//, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The operationId of every route; two routes sharing a handler module would share one, which OpenAPI forbids. */
function operationIds(): Map<HttpRoute, string> {
  const ids = new Map<HttpRoute, string>();
  const routeOf = new Map<string, HttpRoute>();
  for (const route of httpRoutes) {
    const id = operationIdOf(route);
    const other = routeOf.get(id);
    if (other) throw new Error(`openapi: ${routeKeyOf(other)} and ${routeKeyOf(route)} would both be operationId ${id} (one handler module per route)`);
    routeOf.set(id, route);
    ids.set(route, id);
  }
  return ids;
}

/**
 * Who may call a route: `[]` anyone (said explicitly: no root-level security is declared), `[{}, session]` anyone,
 * answering more with a session, and `[session]` a signed-in user only.
 */
const SECURITY: Record<'public' | 'optional' | 'required', Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { session: [] }],
  required: [{ session: [] }],
};

/** The OpenAPI 3.1 document of every route in functions/src/routes.ts, from the shared zod schemas. */
export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  const missing = httpRoutes.filter((route) => !operations[routeKeyOf(route)]).map(routeKeyOf);
  const extra = Object.keys(operations).filter((key) => !httpRoutes.some((route) => routeKeyOf(route) === key));
  if (missing.length || extra.length) throw new Error(`openapi/operations.ts is out of step with routes.ts: missing ${missing.join(', ')}; unknown ${extra.join(', ')}`);

  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid' });
  const ids = operationIds();
  for (const route of httpRoutes) {
    const operation = operations[routeKeyOf(route)]!;
    const path = openApiPath(route.path);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const [status, schema, okText] = operation.ok;
    const errors = [...new Set([...(operation.errors ?? []), 403, ...(route.method === 'GET' ? [] : [413]), 503])].sort();
    const bodies = operation.body ? [operation.body].flat() : [];
    const headers: [string, z.ZodType][] = [
      ...(route.method !== 'GET' && !route.csrfExempt ? [[CSRF_HEADER, z.string().describe('From GET /api/csrf-token')] as [string, z.ZodType]] : []),
      ...Object.entries(operation.headers ?? {}).map(([name, text]): [string, z.ZodType] => [name, z.string().optional().describe(text)]),
    ];
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path,
      operationId: ids.get(route),
      summary: operation.summary,
      tags: [operation.tag],
      security: SECURITY[operation.auth ?? 'public'],
      request: {
        ...(names.length && { params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) }),
        ...(operation.query && { query: classic<ZodObject>(operation.query) }),
        ...(headers.length > 0 && { headers: z.object(Object.fromEntries(headers)) }),
        ...(bodies.length > 0 && { body: { required: true, content: Object.fromEntries(bodies.map((body) => [body.contentType, { schema: classic(body.schema), ...(body.example !== undefined && { example: body.example }) }])) } }),
      },
      responses: {
        [status]: {
          description: okText ?? 'OK',
          ...(schema ? { content: { 'application/json': { schema } } } : { content: { 'text/csv': { schema: z.string() } } }),
        },
        ...Object.fromEntries(errors.map((code) => [code, { description: operation.errorText?.[code] ?? ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: errorResponse } } }])),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Surplus Doors Marketplace API',
      version: '1.0.0',
      description:
        'The HTTP API behind /api/* (docs/architecture.md). Every non-GET call needs the CSRF-Token header from ' +
        'GET /api/csrf-token (but the one-click unsubscribe, which a signed token authorises); errors are always JSON `{ "message": "..." }`. Generated by `npm run openapi` from ' +
        'functions/src/routes.ts and the shared zod schemas.',
      // The code is not published under an open license (the packages are private): an SPDX reference to our own terms.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
  });
}

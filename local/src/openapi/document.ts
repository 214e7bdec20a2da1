import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z, type ZodObject } from 'zod';
import { httpRoutes, routeKeyOf, type HttpRoute } from '@surplus/functions/routes';
import type { core } from 'zod/mini';
import { CSRF_HEADER } from '@surplus/shared';
import { classic } from './classic';
import type { RouteDeclaration, RouteDoc } from '@surplus/functions/middleware/route-doc';
import * as answers from './responses';
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

/** A route's operationId: its doc's, else its handler module in camelCase (`http/list-doors` is `listDoors`), as stable as the module's name. */
const operationIdOf = (route: HttpRoute, doc: RouteDoc) =>
  doc.operationId ?? route.handler.replace(/^.*\//, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The operationId of every route; two routes sharing one would make the document invalid. */
function operationIds(routes: readonly DocumentedRoute[]): Map<HttpRoute, string> {
  const ids = new Map<HttpRoute, string>();
  const routeOf = new Map<string, HttpRoute>();
  for (const { route, declared } of routes) {
    const id = operationIdOf(route, declared.doc);
    const other = routeOf.get(id);
    if (other) throw new Error(`openapi: ${routeKeyOf(other)} and ${routeKeyOf(route)} would both be operationId ${id}`);
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

/** A route of the table with what its handler module declares (middleware/route-doc.ts). */
export interface DocumentedRoute {
  route: HttpRoute;
  declared: RouteDeclaration & { doc: RouteDoc };
}

/** Loads a handler module by its name in the route table (`http/list-doors`). */
export type HandlerModuleLoader = (handler: string) => Promise<{ handler?: { route?: RouteDeclaration } }>;

const workspaceHandlerModule: HandlerModuleLoader = (handler) => import(`@surplus/functions/handlers/${handler}`);

/** Every HTTP route of the table with its handler module's declaration; a route whose module declares no doc is an error. */
export async function documentedRoutes(routes: readonly HttpRoute[] = httpRoutes, load = workspaceHandlerModule): Promise<DocumentedRoute[]> {
  return Promise.all(
    routes.map(async (route) => {
      const declared = (await load(route.handler)).handler?.route;
      if (!declared?.doc) throw new Error(`openapi: ${route.handler} (${routeKeyOf(route)}) declares no doc in its httpRoute options`);
      return { route, declared: declared as DocumentedRoute['declared'] };
    }),
  );
}

/** The answer schema a doc names (local/src/openapi/responses.ts). */
function responseSchema(route: HttpRoute, name: string): z.ZodType {
  const schema = (answers as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType)) throw new Error(`openapi: ${routeKeyOf(route)} names the answer ${name}, which responses.ts does not export`);
  return schema;
}

/** A request body of the document: the validated JSON one with its example, then the doc's others. */
const bodiesOf = ({ declared }: DocumentedRoute): { contentType: string; schema: core.$ZodType; example?: unknown }[] => [
  ...(declared.body ? [{ contentType: 'application/json', schema: declared.body as core.$ZodType, example: declared.doc.example }] : []),
  ...(declared.doc.bodies ?? []).map((body) => ({ ...body, schema: body.schema as core.$ZodType })),
];

/**
 * The OpenAPI 3.1 document of every HTTP route in functions/src/routes.ts: the path and method from the table, the
 * rest from what the route's handler module declares (auth, body and query schemas, its doc), the shared zod schemas
 * made classic.
 */
export async function openApiDocument(routes: readonly HttpRoute[] = httpRoutes, load = workspaceHandlerModule) {
  const registry = new OpenAPIRegistry();
  const documented = await documentedRoutes(routes, load);
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid' });
  const ids = operationIds(documented);
  for (const entry of documented) {
    const { route, declared } = entry;
    const { doc } = declared;
    const path = openApiPath(route.path);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const [status, schemaName, okText] = doc.ok;
    const schema = schemaName ? responseSchema(route, schemaName) : null;
    const errors = [...new Set([...(doc.errors ?? []), 403, ...(route.method === 'GET' ? [] : [413]), 503])].sort();
    const bodies = bodiesOf(entry);
    const headers: [string, z.ZodType][] = [
      ...(route.method !== 'GET' && !declared.csrfExempt ? [[CSRF_HEADER, z.string().describe('From GET /api/csrf-token')] as [string, z.ZodType]] : []),
      ...Object.entries(doc.headers ?? {}).map(([name, text]): [string, z.ZodType] => [name, z.string().optional().describe(text)]),
    ];
    registry.registerPath({
      method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path,
      operationId: ids.get(route),
      summary: doc.summary,
      tags: [doc.tag],
      security: SECURITY[doc.signedInOnly ? 'required' : (declared.auth ?? 'public')],
      request: {
        ...(names.length && { params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) }),
        ...(declared.query && { query: classic<ZodObject>(declared.query as core.$ZodObject) }),
        ...(headers.length > 0 && { headers: z.object(Object.fromEntries(headers)) }),
        ...(bodies.length > 0 && { body: { required: true, content: Object.fromEntries(bodies.map((body) => [body.contentType, { schema: classic(body.schema), ...(body.example !== undefined && { example: body.example }) }])) } }),
      },
      responses: {
        [status]: {
          description: okText ?? 'OK',
          ...(schema ? { content: { 'application/json': { schema } } } : { content: { 'text/csv': { schema: z.string() } } }),
        },
        ...Object.fromEntries(errors.map((code) => [code, { description: doc.errorText?.[code] ?? ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: errorResponse } } }])),
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
        'functions/src/routes.ts, what each route\'s handler module declares and the shared zod schemas.',
      // The code is not published under an open license (the packages are private): an SPDX reference to our own terms.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
  });
}

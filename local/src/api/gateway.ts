import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf, type HttpRoute } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';
import { BodyTooLargeError, readBody } from '../http/request-body';
import { sendJson } from '../http/respond';
import { httpApiEvent } from './event';
import { routeMatcher } from '@surplus/functions/route-match';

interface HandlerResult {
  statusCode: number;
  headers: Record<string, string | number | boolean>;
  cookies: string[];
  body: Buffer;
}

export type HttpApi = (
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
  rawQueryString: string,
  /** What the edge adds to the request (the origin secret), replacing any the client sent with those names. */
  edgeHeaders?: Record<string, string>,
) => Promise<void>;

/**
 * The HTTP API: route, build the v2 event, call the route's handler, write back its result. A body past the
 * route's limit is answered 413 with the route's message without calling the handler (the handler itself
 * refuses it the same way on AWS).
 */
export function createHttpApi(routes: readonly HttpRoute[], handlers: HandlerLoader, log: Log): HttpApi {
  const route = routeMatcher(routes);
  return async (req, res, rawPath, rawQueryString, edgeHeaders = {}) => {
    const lookup = route(req.method ?? 'GET', rawPath);
    if (lookup.kind === 'not-found') return sendJson(res, 404, { message: 'Not found' });
    if (lookup.kind === 'bad-path') return sendJson(res, 400, { message: 'Malformed path' });
    if (lookup.kind === 'method-not-allowed') {
      return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: lookup.allowed.join(', ') });
    }

    let body: Buffer;
    try {
      body = await readBody(req, bodyLimitOf(lookup.route).bytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(res, 413, { message: bodyLimitOf(lookup.route).message }, error.drained ? {} : { Connection: 'close' });
    }

    const { pathParameters } = lookup;
    const event = httpApiEvent({ req, route: lookup.route, rawPath, rawQueryString, pathParameters, body, edgeHeaders });
    let result: HandlerResult;
    try {
      result = handlerResult(await invokeHandler(handlers, lookup.route.fn, event));
    } catch (error) {
      log.error(`${event.routeKey} (${lookup.route.fn}: handlers/${lookup.route.handler}) failed:`, error);
      return sendJson(res, 500, { message: 'Internal server error' });
    }
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
    if (result.cookies.length) res.setHeader('Set-Cookie', result.cookies);
    res.setHeader('Content-Length', result.body.length);
    res.writeHead(result.statusCode);
    res.end(result.body);
  };
}

/** Payload format 2.0: a result without a statusCode is a 200 JSON answer of the whole value. */
function handlerResult(value: unknown): HandlerResult {
  if (typeof value === 'object' && value !== null && 'statusCode' in value) {
    const result = value as { statusCode: unknown; headers?: unknown; cookies?: unknown; body?: unknown; isBase64Encoded?: unknown };
    if (typeof result.statusCode !== 'number') throw new Error(`Invalid statusCode ${String(result.statusCode)}`);
    const body = typeof result.body === 'string' ? result.body : '';
    return {
      statusCode: result.statusCode,
      headers: (result.headers ?? {}) as HandlerResult['headers'],
      cookies: Array.isArray(result.cookies) ? result.cookies.map(String) : [],
      body: Buffer.from(body, result.isBase64Encoded === true ? 'base64' : 'utf8'),
    };
  }
  const body = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}

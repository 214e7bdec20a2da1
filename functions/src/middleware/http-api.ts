import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { ZodMiniObject, ZodMiniType } from 'zod/mini';
import { logger } from '../lib/logger';
import { bodyLimit } from './body-limit';
import { csrfProtection } from './csrf-protection';
import { errorResponses } from './error-responses';
import { jsonBody, type BodyContext } from './json-body';
import { observability } from './observability';
import { originCheck } from './origin-check';
import type { ApiResult } from './responses';
import type { RouteDeclaration, RouteDoc } from './route-doc';
import { sessionUser, type SessionContext } from './session-user';

export type ApiContext<TBody = undefined> = SessionContext & BodyContext<TBody>;
type Handler<TBody> = (event: APIGatewayProxyEventV2, context: ApiContext<TBody>) => Promise<ApiResult>;

interface Options<TBody> {
  /** Load the signed-in user into `context.user`; 'required' answers 401 to visitors before the body is read. */
  auth?: 'optional' | 'required';
  /** Validate the JSON body with this shared schema; the result is `context.body`. */
  body?: ZodMiniType<TBody>;
  /**
   * Why this non-GET route takes no CSRF token: the request carries its own proof (a signed token a mail client
   * posts back). Every other non-GET route needs the CSRF-Token header.
   */
  csrfExempt?: string;
  /** The query string's schema, as the route's answer parses it (the API reference shows it). */
  query?: ZodMiniObject;
  /** What the API reference says of the route (every /api route has one; the site's pages have none). */
  doc?: RouteDoc;
  /** Further middlewares, run last (e.g. a multipart parser). */
  use?: MiddlewareObj[];
}


/**
 * The middy chain of every HTTP route: JSON errors and security headers, request-id logs, the origin check
 * (only CloudFront may call), the route's body limit, CSRF on every non-GET (but a route the table exempts), the
 * session user, then the body.
 * A bad token is refused before anything else is read.
 */
export function httpRoute<TBody = undefined>(options: Options<TBody>, handler: Handler<TBody>) {
  const middlewares = [
    errorResponses(),
    ...observability(),
    requestLogKeys(),
    originCheck(),
    bodyLimit(),
    csrfProtection(options.csrfExempt),
    ...(options.auth ? [sessionUser(options.auth)] : []),
    ...(options.body ? [jsonBody(options.body)] : []),
    ...(options.use ?? []),
  ] as MiddlewareObj[];
  const chain = middy<APIGatewayProxyEventV2, ApiResult, Error, Context>()
    .use(middlewares)
    .handler((event, context) => handler(event, context as ApiContext<TBody>));
  const { auth, csrfExempt, body, query, doc } = options;
  return Object.assign(chain, { route: { auth, csrfExempt, body: body as ZodMiniType | undefined, query, doc } satisfies RouteDeclaration });
}

/**
 * Every log line of the invocation names API Gateway's request id (the one in the access log), and the user's
 * id once the session is read. The previous invocation's keys are dropped here, at the start, not at its end:
 * the error answer (errorResponses, which logs) is written after every other middleware has finished.
 */
function requestLogKeys(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      logger.resetKeys();
      logger.appendKeys({ requestId: event.requestContext.requestId });
    },
  };
}

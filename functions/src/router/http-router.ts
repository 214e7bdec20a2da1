import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { logger } from '../lib/logger';
import { recordRouteAnswer } from '../observability/metrics';
import { httpRoutes, routeKeyOf, siteRoutes, type FunctionName } from '../routes';
import { handlersByRouteKey, type RouteHandler } from './route-dispatch';

/**
 * The Lambda handler of a function serving HTTP routes: API Gateway names the matched route in the event's
 * routeKey (`GET /api/inventory/item/{id}`), and the route table says which handler module answers it. Each
 * handler keeps its own middy chain (origin check, body limit, CSRF, session, validation). Every answer is
 * counted by route: latency and 5xx.
 */
export function httpRouter(fn: FunctionName, handlers: Readonly<Record<string, RouteHandler>>) {
  const byKey = handlersByRouteKey(fn, [...httpRoutes, ...siteRoutes], routeKeyOf, handlers);
  return async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const handler = byKey.get(event.routeKey);
    if (!handler) {
      // API Gateway sends only the routes it has, each to its own function: this is a misrouted integration.
      logger.error('No route of this function', { routeKey: event.routeKey, function: fn });
      return { statusCode: 404, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'Not found' }) };
    }
    const started = performance.now();
    let statusCode = 500;
    try {
      const result = (await handler(event as never, context)) as APIGatewayProxyStructuredResultV2;
      statusCode = result.statusCode ?? 200;
      return result;
    } finally {
      recordRouteAnswer(event.routeKey, Math.round(performance.now() - started), statusCode);
    }
  };
}

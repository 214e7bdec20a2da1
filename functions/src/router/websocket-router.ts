import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { webSocketRoutes, type FunctionName } from '../routes';
import { handlersByRouteKey, type RouteHandler } from './route-dispatch';

/** The Lambda handler of the WebSocket API's function: `$connect`, `$disconnect` and `$default` by routeKey. */
export function webSocketRouter(fn: FunctionName, handlers: Readonly<Record<string, RouteHandler>>) {
  const byKey = handlersByRouteKey(fn, webSocketRoutes, (route) => route.routeKey, handlers);
  return async (event: APIGatewayProxyWebsocketEventV2, context: Context) => {
    const handler = byKey.get(event.requestContext.routeKey);
    if (!handler) throw new Error(`No WebSocket route ${event.requestContext.routeKey} on the function ${fn}`);
    return handler(event as never, context);
  };
}

import { httpRoutes, jobWorker, routesOf, siteRoutes, webSocketRoutes, type FunctionName } from '../routes';

/**
 * How a function dispatches an invocation to its routes' handler modules: HTTP routes by API Gateway's routeKey,
 * WebSocket routes by theirs, the jobs function by event source (queue or schedule), and a function of one route
 * (a stream consumer, the S3 notification) is that route's handler itself.
 */
export type FunctionKind = 'http' | 'websocket' | 'jobs' | 'single';

export function functionKindOf(fn: FunctionName): FunctionKind {
  if ([...httpRoutes, ...siteRoutes].some((route) => route.fn === fn)) return 'http';
  if (webSocketRoutes.some((route) => route.fn === fn)) return 'websocket';
  if (fn === jobWorker.fn) return 'jobs';
  if (routesOf(fn).length === 1) return 'single';
  throw new Error(`The function ${fn} has several routes that no router dispatches`);
}

/** The handler modules a function serves (`http/list-doors`, ...), each once, in route-table order. */
export const handlerModulesOf = (fn: FunctionName): string[] => [...new Set(routesOf(fn).map((route) => route.handler))];

import type { Context } from 'aws-lambda';
import { routesOf, type FunctionName, type RouteEntry } from '../routes';

/** A route's handler module as Lambda would call it: its own middy chain. */
export type RouteHandler = (event: never, context: Context) => Promise<unknown>;

/**
 * The handlers of one function by the route-table key of their routes, checked against the table when the
 * function starts: a function missing a handler of one of its routes, or carrying one of another function's,
 * fails its first invocation instead of answering wrongly.
 */
export function handlersByRouteKey<TRoute extends RouteEntry>(
  fn: FunctionName,
  routes: readonly TRoute[],
  keyOf: (route: TRoute) => string,
  handlers: Readonly<Record<string, RouteHandler>>,
): Map<string, RouteHandler> {
  const expected = new Set(routesOf(fn).map((route) => route.handler));
  const given = Object.keys(handlers);
  const missing = [...expected].filter((module) => !given.includes(module));
  const foreign = given.filter((module) => !expected.has(module));
  if (missing.length > 0 || foreign.length > 0) {
    throw new Error(`The function ${fn} does not match the route table: missing [${missing.join(', ')}], not its own [${foreign.join(', ')}]`);
  }
  return new Map(
    routes
      .filter((route) => route.fn === fn)
      .map((route) => [keyOf(route), handlers[route.handler] as RouteHandler] as const),
  );
}

import type { FunctionName } from '../routes';
import { functionKindOf } from './function-kind';
import { httpRouter } from './http-router';
import { jobsRouter } from './jobs-router';
import type { RouteHandler } from './route-dispatch';
import { webSocketRouter } from './websocket-router';

/**
 * A function's Lambda handler from its routes' handler modules (keyed by module, as in routes.ts): the router its
 * kind of routes needs. The local runtime builds every function this way; a deployed bundle's entry module
 * (entry-source.ts) makes the same call with only its own router imported.
 */
export function functionHandler(fn: FunctionName, handlers: Readonly<Record<string, RouteHandler>>): RouteHandler {
  switch (functionKindOf(fn)) {
    case 'http':
      return httpRouter(fn, handlers) as RouteHandler;
    case 'websocket':
      return webSocketRouter(fn, handlers) as RouteHandler;
    case 'jobs':
      return jobsRouter(handlers) as RouteHandler;
    case 'single': {
      const [only, ...others] = Object.values(handlers);
      if (!only || others.length > 0) throw new Error(`The function ${fn} serves one route: give exactly its handler`);
      return only;
    }
  }
}

import type { Context } from 'aws-lambda';
import type { functionHandler } from '@surplus/functions/router/function-handler';
import type { handlerModulesOf } from '@surplus/functions/router/function-kind';
import type { RouteHandler } from '@surplus/functions/router/route-dispatch';
import type { FunctionName } from '@surplus/functions/routes';
import { lambdaContext } from './context';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

/** Loads a Lambda function's handler by its name in the route table (`public-reads`, `live-updates`, ...). */
export type HandlerLoader = (fn: FunctionName) => Promise<LambdaHandler>;

/** API Gateway's integration time-out, which caps every function it calls. */
const API_GATEWAY_TIMEOUT_MS = 30_000;

/**
 * The functions Lambda runs, each built on first use as its deployed entry module is (functions/src/router/
 * entry-source.ts): its routes' handler modules from the route table, behind its router. The handler environment
 * must be set by then, and a function that fails to load only breaks its own routes.
 */
export function workspaceHandlers(source: FunctionsSource = WORKSPACE): HandlerLoader {
  const loaded = new Map<string, Promise<LambdaHandler>>();
  return (name) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = importHandler(source, name);
      loaded.set(name, handler);
      handler.catch(() => loaded.delete(name));
    }
    return handler;
  };
}

/** Where the functions' modules come from: the workspace's functions package, or a copy of its sources (a test's). */
export interface FunctionsSource {
  /** The router module that builds a function (router/function-handler.ts) and the table's modules of each (router/function-kind.ts). */
  routing: () => Promise<{ functionHandler: typeof functionHandler; handlerModulesOf: typeof handlerModulesOf }>;
  /** A handler module by its name in the route table (`http/list-doors`). */
  handlerModule: (name: string) => Promise<{ handler?: unknown }>;
}

const WORKSPACE: FunctionsSource = {
  routing: async () => ({
    ...(await import('@surplus/functions/router/function-handler')),
    ...(await import('@surplus/functions/router/function-kind')),
  }),
  handlerModule: (name) => import(`@surplus/functions/handlers/${name}`),
};

async function importHandler(source: FunctionsSource, fn: FunctionName): Promise<LambdaHandler> {
  const { functionHandler, handlerModulesOf } = await source.routing();
  const modules = await Promise.all(
    handlerModulesOf(fn).map(async (name) => {
      const module = await source.handlerModule(name);
      if (typeof module.handler !== 'function') throw new Error(`handlers/${name} exports no handler function`);
      return [name, module.handler as RouteHandler] as const;
    }),
  );
  return functionHandler(fn, Object.fromEntries(modules)) as LambdaHandler;
}

/** One invocation of a function, with a Lambda context and a time-out: API Gateway's unless the caller gives the function's own. */
export async function invokeHandler(handlers: HandlerLoader, name: FunctionName, event: unknown, timeoutMs = API_GATEWAY_TIMEOUT_MS): Promise<unknown> {
  const handler = await handlers(name);
  const context = lambdaContext(`surplus-${name}`, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([handler(event, context), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

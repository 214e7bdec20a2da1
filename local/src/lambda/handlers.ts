import type { Context } from 'aws-lambda';
import type { FunctionName } from '@surplus/functions/routes';
import { lambdaContext } from './context';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

/** Loads a Lambda function's handler by its name in the route table (`public-reads`, `live-updates`, ...). */
export type HandlerLoader = (fn: FunctionName) => Promise<LambdaHandler>;

/** API Gateway's integration time-out, which caps every function it calls. */
const API_GATEWAY_TIMEOUT_MS = 30_000;

/**
 * The entry modules Lambda runs (functions/src/entries/), imported on first use: the handler environment must be
 * set by then, and a function that fails to load only breaks its own routes.
 */
export function workspaceHandlers(): HandlerLoader {
  const loaded = new Map<string, Promise<LambdaHandler>>();
  return (name) => {
    let handler = loaded.get(name);
    if (!handler) {
      handler = importHandler(name);
      loaded.set(name, handler);
      handler.catch(() => loaded.delete(name));
    }
    return handler;
  };
}

async function importHandler(fn: FunctionName): Promise<LambdaHandler> {
  const module = (await import(`@surplus/functions/entries/${fn}`)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`entries/${fn} exports no handler function`);
  return module.handler as LambdaHandler;
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

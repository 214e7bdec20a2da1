import type { Context } from 'aws-lambda';
import { lambdaContext } from './context';

export type LambdaHandler = (event: unknown, context: Context) => unknown;

/** Loads a handler by its route-table name (`http/get-item`, `ws/connect`, ...). */
export type HandlerLoader = (name: string) => Promise<LambdaHandler>;

const TIMEOUT_MS = 30_000;

/**
 * The modules Lambda runs, imported on first use: the handler environment must be set by then, and
 * a handler that does not exist yet only breaks its own route.
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

async function importHandler(name: string): Promise<LambdaHandler> {
  const module = (await import(`@surplus/functions/handlers/${name}`)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`handlers/${name} exports no handler function`);
  return module.handler as LambdaHandler;
}

/** One invocation, with a Lambda context and Lambda's time-out. */
export async function invokeHandler(handlers: HandlerLoader, name: string, event: unknown): Promise<unknown> {
  const handler = await handlers(name);
  const context = lambdaContext(`surplus-${name.replaceAll('/', '-')}`, TIMEOUT_MS);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} timed out after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([handler(event, context), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

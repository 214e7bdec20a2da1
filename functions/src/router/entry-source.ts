import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FunctionName } from '../routes';
import { functionKindOf, handlerModulesOf, type FunctionKind } from './function-kind';

const SRC_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Where the entry modules are written: beside functions/src, out of the sources, the type check and git. */
export const ENTRIES_DIR = join(SRC_DIR, '..', '.entries');

/** The router module and function each kind of function calls (function-handler.ts makes the same choice). */
const ROUTERS: Record<Exclude<FunctionKind, 'single'>, { module: string; name: string; namesFunction: boolean }> = {
  http: { module: 'router/http-router', name: 'httpRouter', namesFunction: true },
  websocket: { module: 'router/websocket-router', name: 'webSocketRouter', namesFunction: true },
  jobs: { module: 'router/jobs-router', name: 'jobsRouter', namesFunction: false },
};

/**
 * The source of a function's entry module, derived from the route table: a static import of each of its routes'
 * handler modules (so the bundle holds those and nothing else) and its router. Nobody writes entry modules by hand:
 * a route added to routes.ts with its handler module is in its function's bundle at the next synth.
 */
export function entrySource(fn: FunctionName, fromDir = ENTRIES_DIR): string {
  const path = (module: string) => {
    const specifier = relative(fromDir, join(SRC_DIR, `${module}.ts`)).split('\\').join('/');
    return JSON.stringify(specifier.startsWith('.') ? specifier : `./${specifier}`);
  };
  const modules = handlerModulesOf(fn);
  const kind = functionKindOf(fn);
  const header = `// The ${fn} function's entry, written from functions/src/routes.ts (router/entry-source.ts): do not edit.\n`;
  if (kind === 'single') return `${header}export { handler } from ${path(`handlers/${modules[0]}`)};\n`;
  const router = ROUTERS[kind];
  const handlers = `{\n${modules.map((module, index) => `  ${JSON.stringify(module)}: route${index},\n`).join('')}}`;
  return (
    header +
    modules.map((module, index) => `import { handler as route${index} } from ${path(`handlers/${module}`)};\n`).join('') +
    `import { ${router.name} } from ${path(router.module)};\n\n` +
    `export const handler = ${router.name}(${router.namesFunction ? `${JSON.stringify(fn)}, ` : ''}${handlers});\n`
  );
}

/** Writes the function's entry module (atomically: concurrent syntheses read whole files) and answers its path. */
export function writeFunctionEntry(fn: FunctionName, dir = ENTRIES_DIR): string {
  const file = join(dir, `${fn}.ts`);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, entrySource(fn, dir));
  renameSync(temporary, file);
  return file;
}

import { execFile, spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as routes from '../functions/src/routes';
import { writeFunctionEntry } from '../functions/src/router/entry-source';
import { FUNCTION_BUNDLING, withBundling } from '../infra/src/constructs/function-bundling';
import { withGazetteer } from '../infra/src/constructs/gazetteer-bundling';
import { SHARP_BUNDLING } from '../infra/src/constructs/sharp-bundling';
import { SITE_FUNCTION, SITE_TEMPLATE_DIR, siteRenderBundling } from '../infra/src/constructs/site-render-bundling';
import { type EventContext, httpEvent, queueEvent, s3Event, streamEvent, webSocketEvent } from './events';
import { median } from './stats';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HARNESS = fileURLToPath(new URL('cold-start.mjs', import.meta.url));
/** Inside the repository, so modules a bundle leaves external (CDK's nodeModules) resolve from its node_modules. */
export const BUNDLES_DIR = fileURLToPath(new URL('dist/bundles', import.meta.url));
export const HELLO_WORLD = 'hello-world';

/** Options of CDK's BundlingOptions this mapping knows; any other one stops the benchmark rather than being ignored. */
const MAPPED = new Set([
  'format', 'target', 'mainFields', 'minify', 'logLevel', 'sourceMap', 'sourceMapMode', 'sourcesContent', 'bundleAwsSDK',
  'banner', 'footer', 'externalModules', 'nodeModules', 'keepNames', 'define', 'loader', 'charset', 'inject', 'metafile',
  // Shell steps after esbuild (SHARP_BUNDLING copies sharp's packages, the page renderer's the web build's template
  // files, a function that geocodes the gazetteer file, next to index.mjs): run by buildBundles as CDK runs them;
  // index.mjs stays as built.
  'commandHooks',
  // esbuild flags CDK passes as they are; the ones ESBUILD_ARGS knows.
  'esbuildArgs',
]);

/** The esbuildArgs flags the mapping knows, as esbuild build options. */
const ESBUILD_ARGS: Record<string, (value: string | boolean | string[]) => BuildOptions> = {
  '--jsx': (value) => ({ jsx: String(value) as BuildOptions['jsx'] }),
  '--jsx-import-source': (value) => ({ jsxImportSource: String(value) }),
  '--jsx-dev': (value) => ({ jsxDev: value === true || value === 'true' }),
  // `from=to`, one a value; CDK passes each as --alias:from=to.
  '--alias': (value) => ({
    alias: Object.fromEntries((Array.isArray(value) ? value : [String(value)]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
  }),
};

/**
 * The bundling a function gets in the stack (infra/src/constructs/api-function.ts with the per-function settings of
 * infra/src/surplus-stack.ts): FUNCTION_BUNDLING, plus SHARP_BUNDLING for a function that imports sharp (the image
 * variants generator) and siteRenderBundling() for the site function, added with withBundling(), and
 * the gazetteer file for a function whose routes geocode.
 */
function bundlingFor(name: string, usesSharp: boolean): BundlingOptions {
  const merged = withBundling(usesSharp ? SHARP_BUNDLING : name === SITE_FUNCTION ? siteRenderBundling() : undefined);
  const geocodes = name in routes.lambdaFunctions && routes.grantsOf(name as routes.FunctionName).gazetteer;
  return geocodes ? (withGazetteer(merged) as BundlingOptions) : merged;
}

/** Where a function's files sit on Lambda: its variables name paths under /var/task, the bundle's own folder here. */
const LAMBDA_TASK_ROOT = '/var/task';

/** Variables a function gets in the stack beyond the shared ones, with /var/task paths pointed at its bundle folder. */
function stackEnvironment(name: string, dir: string): Record<string, string> {
  if (name !== SITE_FUNCTION) return {};
  return { SITE_TEMPLATE_DIR: join(dir, posix.relative(LAMBDA_TASK_ROOT, SITE_TEMPLATE_DIR)) };
}

const run = promisify(execFile);

/** The commandHooks' afterBundling steps, in a shell as CDK runs them locally (inputDir: the project root). */
async function afterBundling(bundling: BundlingOptions, outputDir: string): Promise<void> {
  const commands = bundling.commandHooks?.afterBundling(ROOT, outputDir) ?? [];
  if (commands.length) await run('sh', ['-c', commands.join(' && ')], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
}

/**
 * CDK's BundlingOptions as the esbuild build options NodejsFunction passes on the command line
 * (aws-lambda-nodejs/lib/bundling.js): platform node, bundle, the output file index.mjs for ESM, and
 * without bundleAwsSDK the SDK left external. The metafile is extra (it does not change the output).
 */
export function esbuildOptions(bundling: BundlingOptions): BuildOptions {
  const unknown = Object.keys(bundling).filter((key) => !MAPPED.has(key));
  if (unknown.length) throw new Error(`bench/bundles.ts does not map these bundling options to esbuild yet: ${unknown.join(', ')}`);
  const sourceMapMode = bundling.sourceMapMode ?? (bundling.sourceMap ? 'default' : undefined);
  const externals = bundling.externalModules ?? (bundling.bundleAwsSDK ? [] : ['@aws-sdk/*']);
  const args = Object.entries(bundling.esbuildArgs ?? {}).map(([flag, value]) => {
    const map = ESBUILD_ARGS[flag];
    if (!map) throw new Error(`bench/bundles.ts does not map the esbuild flag ${flag} yet`);
    return map(value);
  });
  return {
    bundle: true,
    platform: 'node',
    format: (bundling.format ?? 'cjs') as BuildOptions['format'],
    target: bundling.target ?? 'node24',
    mainFields: bundling.mainFields,
    minify: bundling.minify ?? false,
    sourcemap: sourceMapMode === undefined ? false : sourceMapMode === 'default' ? true : (sourceMapMode as 'inline' | 'external' | 'both'),
    sourcesContent: bundling.sourcesContent ?? true,
    logLevel: (bundling.logLevel ?? 'warning') as BuildOptions['logLevel'],
    keepNames: bundling.keepNames,
    banner: bundling.banner ? { js: bundling.banner } : undefined,
    footer: bundling.footer ? { js: bundling.footer } : undefined,
    external: [...externals, ...(bundling.nodeModules ?? [])],
    define: bundling.define,
    loader: bundling.loader as BuildOptions['loader'],
    charset: bundling.charset as BuildOptions['charset'],
    inject: bundling.inject,
    metafile: true,
    absWorkingDir: ROOT,
    ...Object.assign({}, ...args),
  };
}

export type BundleKind = 'http' | 'ws' | 'stream' | 's3' | 'queue' | 'baseline';

export interface Bundle {
  /** Function name in the route table (`public-reads`), or hello-world. */
  name: string;
  kind: BundleKind;
  file: string;
  bytes: number;
  /** index.mjs gzipped (node:zlib, default level), about what the deployment package's zip holds of it. */
  gzipBytes: number;
  /** Files the stack's bundling copies beside index.mjs (sharp, the page renderer's template, the gazetteer), if any: count and bytes. */
  extraFiles?: { count: number; bytes: number };
  /** Variables the stack gives this function beyond the shared ones, with paths pointed at the bundle's folder. */
  environment: Record<string, string>;
  /** The three inputs that weigh most in the output (package or workspace folder, bytes). */
  heaviest: { input: string; bytes: number }[];
  event: (context: EventContext) => unknown;
}

type Entry = Omit<Bundle, 'file' | 'bytes' | 'gzipBytes' | 'extraFiles' | 'environment' | 'heaviest'>;

/** The route whose event a function's first invocation gets, where not its first route: the site's renders a page. */
const FIRST_INVOCATION: Partial<Record<routes.FunctionName, string>> = { site: 'site/render-page' };

/**
 * Every function of functions/src/routes.ts (lambdaFunctions), with an event of one of its routes: the one
 * FIRST_INVOCATION names, else its first in the route table.
 */
export function functionEntries(): Entry[] {
  return (Object.keys(routes.lambdaFunctions) as routes.FunctionName[]).map((name): Entry => {
    const served = routes.routesOf(name);
    const declaration = served.find((route) => route.handler === FIRST_INVOCATION[name]) ?? served[0];
    if (!declaration) throw new Error(`No route runs on the function ${name}`);
    if ('method' in declaration && 'path' in declaration) {
      const route = declaration as routes.HttpRoute;
      return { name, kind: 'http', event: (context) => httpEvent(route, context) };
    }
    if ('routeKey' in declaration) {
      const route = declaration as routes.WebSocketRoute;
      return { name, kind: 'ws', event: (context) => webSocketEvent(route, context) };
    }
    if (declaration.handler.startsWith('stream/')) return { name, kind: 'stream', event: streamEvent };
    if (declaration.handler.startsWith('s3/')) return { name, kind: 's3', event: s3Event };
    if (declaration.handler.startsWith('queue/')) return { name, kind: 'queue', event: queueEvent };
    throw new Error(`bench/bundles.ts has no event for ${declaration.handler}: add one in bench/events.ts`);
  });
}

/** Every function, plus a hello-world baseline, bundled as the CDK stack bundles them. */
export async function buildBundles(outDir = BUNDLES_DIR): Promise<Bundle[]> {
  const extension = esbuildOptions(FUNCTION_BUNDLING).format === 'esm' ? 'mjs' : 'js';
  const entries: Entry[] = [
    ...functionEntries(),
    { name: HELLO_WORLD, kind: 'baseline', event: (context: EventContext) => httpEvent({ method: 'GET', path: '/hello' }, context) },
  ];
  return Promise.all(
    entries.map(async (entry) => {
      const source = entry.kind === 'baseline' ? join(ROOT, 'bench/fixtures/hello-world.ts') : writeFunctionEntry(entry.name as routes.FunctionName);
      const dir = join(outDir, entry.name);
      const file = join(dir, `index.${extension}`);
      // A fresh folder, as CDK's asset staging: no file of an earlier run stays beside the bundle.
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      const bundle = (usesSharp: boolean) => build({ ...esbuildOptions(bundlingFor(entry.name, usesSharp)), entryPoints: [source], outfile: file });
      let result = await bundle(false);
      const importsSharp = Object.keys(result.metafile?.inputs ?? {}).some((input) => input.includes('node_modules/sharp/'));
      if (importsSharp) result = await bundle(true);
      const bundling = bundlingFor(entry.name, importsSharp);
      await afterBundling(bundling, dir);
      const code = await readFile(file);
      const extraFiles = await filesBeside(file, dir);
      return {
        ...entry,
        file,
        bytes: code.length,
        gzipBytes: gzipSync(code).length,
        ...(extraFiles ? { extraFiles } : {}),
        environment: stackEnvironment(entry.name, dir),
        heaviest: heaviestInputs(result.metafile as Metafile),
      };
    }),
  );
}

/** Count and bytes of the files the bundling put under `dir` beside the bundle and its source map, if any. */
async function filesBeside(bundle: string, dir: string): Promise<{ count: number; bytes: number } | undefined> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && ![bundle, `${bundle}.map`].includes(join(entry.parentPath, entry.name)));
  if (files.length === 0) return undefined;
  const sizes = await Promise.all(files.map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size));
  return { count: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

function heaviestInputs(metafile: Metafile) {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const group = match ? match[1] as string : input.split('/').slice(0, 3).join('/');
      totals.set(group, (totals.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([input, bytes]) => ({ input, bytes }));
}

export interface ColdStart {
  name: string;
  /** Spawn to first answer, each run (ms). */
  runs: number[];
  medianMs: number;
  /** Median of the time to import the bundle and of the first invocation, inside the process (ms). */
  importMs: number;
  invokeMs: number;
  status: string;
  ratio: number;
}

interface Spawned {
  totalMs: number;
  importMs: number;
  invokeMs: number;
  status: string;
}

/** A fresh Node process imports the bundle and answers one event; timed from spawn to the answer on stdout. */
function coldStart(bundle: Bundle, event: unknown, environment: Record<string, string>): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [HARNESS, bundle.file, JSON.stringify(event)], {
      env: { ...environment, ...bundle.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let answeredAt: number | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      answeredAt ??= performance.now();
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line || answeredAt === undefined) {
        reject(new Error(`${bundle.name}: cold start failed (exit ${code}):\n${stderr.slice(-2000)}${stdout.slice(-500)}`));
        return;
      }
      const answer = JSON.parse(line) as { status: unknown; importMs: number; invokeMs: number };
      resolve({ totalMs: answeredAt - started, importMs: answer.importMs, invokeMs: answer.invokeMs, status: String(answer.status) });
    });
  });
}

/**
 * Cold init of every bundle: `runs` spawns each (after one unmeasured round that warms the file cache),
 * round-robin over the bundles so that the machine's noise spreads over all of them, with the Lambda
 * environment of the stack (handler variables pointed at the local services, NODE_OPTIONS as deployed).
 */
export async function measureColdStarts(
  bundles: Bundle[],
  context: EventContext,
  handlerEnvironment: Record<string, string>,
  runs: number,
  log: (line: string) => void,
): Promise<ColdStart[]> {
  const environment = {
    ...handlerEnvironment,
    PATH: process.env.PATH ?? '',
    POWERTOOLS_SERVICE_NAME: 'surplus-doors',
    POWERTOOLS_LOG_LEVEL: 'WARN',
    NODE_OPTIONS: '--enable-source-maps',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    TZ: 'UTC',
  };
  const samples = new Map<string, Spawned[]>(bundles.map((bundle) => [bundle.name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const bundle of bundles) {
      const spawned = await coldStart(bundle, bundle.event(context), environment);
      if (round > 0) samples.get(bundle.name)?.push(spawned);
    }
    log(`  cold starts: round ${round}/${runs}${round === 0 ? ' (warm-up, not counted)' : ''}`);
  }
  const baseline = median((samples.get(HELLO_WORLD) ?? []).map((sample) => sample.totalMs));
  return bundles.map((bundle) => {
    const runsOf = samples.get(bundle.name) ?? [];
    const medianMs = median(runsOf.map((sample) => sample.totalMs));
    const statuses = [...new Set(runsOf.map((sample) => sample.status))];
    return {
      name: bundle.name,
      runs: runsOf.map((sample) => sample.totalMs),
      medianMs,
      importMs: median(runsOf.map((sample) => sample.importMs)),
      invokeMs: median(runsOf.map((sample) => sample.invokeMs)),
      status: statuses.join('/'),
      ratio: medianMs / baseline,
    };
  });
}

import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'web', 'dist');

export interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebAssets {
  buildSeconds: number;
  /** The entry script and every modulepreload of index.html. */
  initialJs: Asset[];
  /** Every stylesheet of index.html. */
  initialCss: Asset[];
  /** A route's lazy chunk and the chunks it imports that are not already initial, by route. */
  lazyRoutes: { route: string; chunk: string; assets: Asset[] }[];
}

/** `npm run build --workspace web`, as `npm start` and the stack's deploy run it. */
export async function buildWeb(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', 'web'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build --workspace web failed (${code}):\n${output.slice(-3000)}`));
    });
  });
  return (performance.now() - started) / 1000;
}

async function asset(url: string): Promise<Asset> {
  const content = await readFile(join(DIST, url.replace(/^\//, '')));
  // gzip at zlib's default level, what a CDN's on-the-fly compression is close to.
  return { file: url, bytes: content.length, gzipBytes: gzipSync(content).length };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Static imports of a built chunk (`from"./x.js"`, `import"./x.js"`), as /assets/ URLs. */
async function staticImports(url: string): Promise<string[]> {
  const code = await readFile(join(DIST, url.replace(/^\//, '')), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)) found.add(`/assets/${match[1]}`);
  return [...found];
}

/** What `/` loads before any route code: read from web/dist/index.html, each file gzipped. */
export async function measureWebAssets(buildSeconds: number, lazyChunkPrefixes: Record<string, string>): Promise<WebAssets> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const scripts = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'type') === 'module').map((tag) => attribute(tag, 'src'));
  const preloads = tags.filter((tag) => attribute(tag, 'rel') === 'modulepreload').map((tag) => attribute(tag, 'href'));
  const styles = tags.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href'));
  const initialUrls = [...new Set([...scripts, ...preloads].filter((url): url is string => Boolean(url)))];
  const initialJs = await Promise.all(initialUrls.map(asset));
  const initialCss = await Promise.all(styles.filter((url): url is string => Boolean(url)).map(asset));

  const chunks = await readdir(join(DIST, 'assets'));
  const lazyRoutes = [];
  for (const [route, prefix] of Object.entries(lazyChunkPrefixes)) {
    const chunk = chunks.find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
    if (!chunk) continue;
    // The chunk and its static imports, minus what the initial load already brought.
    const seen = new Set<string>(initialUrls);
    const queue = [`/assets/${chunk}`];
    const urls: string[] = [];
    while (queue.length) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      urls.push(url);
      queue.push(...(await staticImports(url)));
    }
    lazyRoutes.push({ route, chunk, assets: await Promise.all(urls.map(asset)) });
  }
  return { buildSeconds, initialJs, initialCss, lazyRoutes };
}

export const gzipKb = (assets: Asset[]) => assets.reduce((sum, item) => sum + item.gzipBytes, 0) / 1024;

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
  /** The entry script, every modulepreload of index.html and what they import (see initialScripts). */
  initialJs: Asset[];
  /** Every stylesheet of index.html. */
  initialCss: Asset[];
  /** A route's lazy chunk and the chunks it imports that are not already initial, by route. */
  lazyRoutes: { route: string; chunk: string; assets: Asset[] }[];
  /** The same read from pages as the running local runtime serves them (server-rendered), by path. */
  served?: ServedPage[];
}

export interface ServedPage {
  path: string;
  /** The entry script and every modulepreload of the served HTML, with what they import (see initialScripts). */
  initialJs: Asset[];
  initialCss: Asset[];
  /** The HTML itself. */
  html: Asset;
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

/**
 * Static imports of a built chunk (`from"./x.js"`, `import"./x.js"`), as /assets/ URLs; with `dynamic`, its
 * import() calls too. The entry's are part of the first load: main.tsx awaits each of its steps before hydrating.
 */
async function staticImports(url: string, dynamic = false): Promise<string[]> {
  const code = await readFile(join(DIST, url.replace(/^\//, '')), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)) found.add(`/assets/${match[1]}`);
  if (dynamic) for (const match of code.matchAll(/\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g)) found.add(`/assets/${match[1]}`);
  return [...found];
}

/** The scripts a page loads before any route code: its entry scripts, their imports (see staticImports), and theirs. */
async function initialScripts(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...(await staticImports(url, entries.includes(url))));
  }
  return [...seen];
}

/** The entry scripts with modulepreloads, and the stylesheets, an HTML page names. */
function initialUrlsOf(html: string): { js: string[]; css: string[] } {
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const scripts = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'type') === 'module').map((tag) => attribute(tag, 'src'));
  const preloads = tags.filter((tag) => attribute(tag, 'rel') === 'modulepreload').map((tag) => attribute(tag, 'href'));
  const styles = tags.filter((tag) => attribute(tag, 'rel') === 'stylesheet').map((tag) => attribute(tag, 'href'));
  const present = (urls: (string | undefined)[]) => [...new Set(urls.filter((url): url is string => Boolean(url)))];
  return { js: present([...scripts, ...preloads]), css: present(styles) };
}

/** What `/` loads before any route code: read from web/dist/index.html, each file gzipped. */
export async function measureWebAssets(buildSeconds: number, lazyChunkPrefixes: Record<string, string>): Promise<WebAssets> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const { js: entries, css: styles } = initialUrlsOf(html);
  const initialUrls = await initialScripts(entries);
  const initialJs = await Promise.all(initialUrls.map(asset));
  const initialCss = await Promise.all(styles.map(asset));

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

/** A URL of the running site, as sent uncompressed, gzipped here like the files above. */
async function servedFile(baseUrl: string, url: string): Promise<{ asset: Asset; content: Buffer }> {
  const response = await fetch(new URL(url, baseUrl), { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const content = Buffer.from(await response.arrayBuffer());
  return { asset: { file: url, bytes: content.length, gzipBytes: gzipSync(content).length }, content };
}

const servedAsset = async (baseUrl: string, url: string) => (await servedFile(baseUrl, url)).asset;

/**
 * What a page loads before any other code, read from the page as the running local runtime serves it: its entry
 * scripts and modulepreloads with every module they import statically (a server-rendered page names only its
 * entry and lets the browser find the rest), and stylesheets, each fetched from the runtime and gzipped. The page's
 * own route chunk, which the entry imports before hydrating, is its row of the lazy routes.
 */
export async function measureServedPages(baseUrl: string, paths: string[]): Promise<ServedPage[]> {
  const pages: ServedPage[] = [];
  for (const path of paths) {
    const page = await servedFile(baseUrl, path);
    const { js, css } = initialUrlsOf(page.content.toString('utf8'));
    pages.push({
      path,
      html: page.asset,
      initialJs: await Promise.all((await initialScripts(js)).map((url) => servedAsset(baseUrl, url))),
      initialCss: await Promise.all(css.map((url) => servedAsset(baseUrl, url))),
    });
  }
  return pages;
}

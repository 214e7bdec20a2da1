import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { decodePath } from './request-target';
import { sendText } from './respond';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The web bucket's files (the built app: scripts, styles, icons), as CloudFront's static behaviours serve them.
 * Answers false, writing nothing, when `rawPath` names no file there: the page then comes from the site routes.
 */
export function createStaticFiles(root: string) {
  const base = resolve(root);
  return async (req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<boolean> => {
    const path = decodePath(rawPath);
    if (path === undefined || path.includes('\0') || path.endsWith('/')) return false;
    const file = resolve(base, `.${path}`);
    if (!file.startsWith(base + sep) || !(await isFile(file))) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return true;
    }
    await sendFile(req, res, file, cacheControl(file, base));
    return true;
  };
}

/** Only index.html changes under the same name; the bundler content-hashes everything in /assets/. */
function cacheControl(file: string, base: string): string {
  return file.startsWith(join(base, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: string): Promise<void> {
  const { size } = await stat(file);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': cache,
  });
  if (req.method === 'HEAD') return void res.end();
  await pipeline(createReadStream(file), res);
}

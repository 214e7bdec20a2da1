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

/** The built web app, with the SPA fallback CloudFront gives it: extensionless paths get index.html. */
export function createStaticFiles(root: string) {
  const base = resolve(root);
  return async (req: IncomingMessage, res: ServerResponse, rawPath: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const path = decodePath(rawPath);
    if (path === undefined || path.includes('\0')) return sendText(res, 400, 'Bad request');
    const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (file !== base && !file.startsWith(base + sep)) return sendText(res, 404, 'Not found');

    if (await isFile(file)) return sendFile(req, res, file, cacheControl(file, base));
    if (extname(path) !== '') return sendText(res, 404, 'Not found');
    const index = join(base, 'index.html');
    if (await isFile(index)) return sendFile(req, res, index, 'no-cache');
    sendText(res, 404, 'The web app is not built: run npm run build --workspace web (npm start does it).');
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

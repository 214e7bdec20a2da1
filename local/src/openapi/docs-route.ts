import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';
import { OPENAPI_FILE } from './file';
import { referencePage } from './reference-page';

export const DOCS_PATH = '/api/docs';

/** `/api/docs`: the API reference page, and `/api/docs/openapi.json`, both from docs/openapi.json as committed. */
export async function serveApiDocs(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET' });
  const text = await readFile(OPENAPI_FILE, 'utf8');
  const [body, type] =
    path === `${DOCS_PATH}/openapi.json` ? [text, 'application/json'] : path === DOCS_PATH ? [referencePage(JSON.parse(text)), 'text/html; charset=utf-8'] : [];
  if (body === undefined) return sendJson(res, 404, { message: 'Not found' });
  res.writeHead(200, { 'Content-Type': type as string, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { HttpApi } from '../api/gateway';
import type { Log } from '../log';
import { DOCS_PATH, serveApiDocs } from '../openapi/docs-route';
import { CONNECTIONS_PATH } from '../websocket/management-endpoint';
import { isLoopback, splitRequestTarget } from './request-target';
import { sendJson } from './respond';
import { SES_PATH } from './ses-endpoint';
import { SQS_PATH } from './sqs-endpoint';

type Route = (req: IncomingMessage, res: ServerResponse, rawPath: string, rawQueryString: string) => Promise<void>;

export interface Origins {
  api: HttpApi;
  /** The site routes (rendered pages, robots.txt, sitemaps): CloudFront's default behaviour. */
  site: HttpApi;
  /** The web bucket's files; false when the path names none. */
  staticFiles: (req: IncomingMessage, res: ServerResponse, rawPath: string) => Promise<boolean>;
  uploads: (req: IncomingMessage, res: ServerResponse, key: string) => Promise<void>;
  ses: Route;
  sqs: Route;
  connections: Route;
}

/** CloudFront compresses answers of 1,000 bytes to 10 MB whose type it knows as text; brotli when accepted. */
const compress = compression({ threshold: 1_000 });

/**
 * The local edge: compresses like CloudFront and splits requests by path like its behaviours do (adding `originHeaders`, the
 * origin secret, to what it passes to the API, as CloudFront's custom origin headers do), plus the
 * loopback-only AWS stand-ins. `headers` is the response headers policy.
 */
export function createRequestListener(origins: Origins, headers: Record<string, string>, originHeaders: Record<string, string>, log: Log) {
  const policyNames = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  return (req: IncomingMessage, res: ServerResponse) => {
    // Set last, as CloudFront's response headers policy (override: true) replaces what the origin sent.
    // Headers handed to writeHead itself would win over setHeader, so those of the policy are dropped there.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const given = args.at(-1);
      if (given && typeof given === 'object' && !Array.isArray(given)) {
        for (const name of Object.keys(given)) if (policyNames.has(name.toLowerCase())) delete (given as Record<string, unknown>)[name];
      }
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    const { path, query } = splitRequestTarget(req.url);
    const fail = (error: unknown) => {
      log.error(`${req.method} ${path} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    };
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => route(req, res, path, query).catch(fail));
  };

  function route(req: IncomingMessage, res: ServerResponse, path: string, query: string): Promise<void> {
    // The API reference is the local runtime's own page (docs/openapi.json), not a route of the API.
    if (path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)) return serveApiDocs(req, res, path);
    if (path === '/api' || path.startsWith('/api/')) return origins.api(req, res, path, query, originHeaders);
    if (path.startsWith('/uploads/')) return origins.uploads(req, res, path.slice('/uploads/'.length));
    if (path.startsWith('/__aws/')) {
      if (!isLoopback(req.socket.remoteAddress)) return Promise.resolve(sendJson(res, 403, { message: 'Forbidden' }));
      if (path.startsWith(`${SES_PATH}/`)) return origins.ses(req, res, path, query);
      if (path === SQS_PATH || path.startsWith(`${SQS_PATH}/`)) return origins.sqs(req, res, path, query);
      if (path.startsWith(`${CONNECTIONS_PATH}/`)) return origins.connections(req, res, path, query);
      return Promise.resolve(sendJson(res, 404, { message: 'Not found' }));
    }
    return serveSite(req, res, path, query);
  }

  async function serveSite(req: IncomingMessage, res: ServerResponse, path: string, query: string): Promise<void> {
    if (await origins.staticFiles(req, res, path)) return;
    return origins.site(req, res, path, query, originHeaders);
  }
}

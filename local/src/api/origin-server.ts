import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log';
import { splitRequestTarget } from '../http/request-target';
import { sendJson } from '../http/respond';
import type { HttpApi } from './gateway';

/**
 * The API's own address, the stand-in of its execute-api URL: the same HTTP API as behind the edge, but
 * nothing adds the origin secret here, so every route answers 403 (as on AWS for a caller that skips CloudFront).
 */
export function createApiOriginListener(api: HttpApi, log: Log) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const { path, query } = splitRequestTarget(req.url);
    if (path !== '/api' && !path.startsWith('/api/')) return sendJson(res, 404, { message: 'Not found' });
    api(req, res, path, query).catch((error: unknown) => {
      log.error(`${req.method} ${path} (API origin) failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  };
}

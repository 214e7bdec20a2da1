import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from './responses';

/**
 * A CSV file as a download named `<name>-<today>.csv`, never cached. Gzipped for clients that accept it (browsers
 * do): CSV shrinks about tenfold, which keeps tens of thousands of rows within Lambda's 6 MB response.
 */
export function csvDownload(event: APIGatewayProxyEventV2, csv: string, name: string): ApiResult {
  const headers: ApiResult['headers'] = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    'cache-control': 'no-store',
  };
  if (!/\bgzip\b/.test(event.headers['accept-encoding'] ?? '')) return { statusCode: 200, headers, body: csv };
  return {
    statusCode: 200,
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(csv).toString('base64'),
    isBase64Encoded: true,
  };
}

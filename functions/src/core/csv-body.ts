import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSV_IMPORT_LIMITS, CSV_IMPORT_TOO_LARGE } from '@surplus/shared';
import { payloadTooLarge, unsupportedMediaType } from './errors';
import { requestBodyBytes } from './request-body';

/** The body of a `text/csv` request as text: 415 for another type, 413 past the import's byte limit. */
export function readCsvBody(event: APIGatewayProxyEventV2): string {
  const type = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') throw unsupportedMediaType('Content-Type must be text/csv');
  const bytes = requestBodyBytes(event);
  if (bytes.length > CSV_IMPORT_LIMITS.bytes) throw payloadTooLarge(CSV_IMPORT_TOO_LARGE);
  return new TextDecoder('utf-8').decode(bytes);
}

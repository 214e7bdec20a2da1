import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { unsupportedMediaType } from './errors';
import { requestBodyBytes } from './request-body';

/** The body of a `text/csv` request as text (its size was checked by bodyLimit), 415 for another type. */
export function readCsvBody(event: APIGatewayProxyEventV2): string {
  const type = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') throw unsupportedMediaType('Content-Type must be text/csv');
  return new TextDecoder('utf-8').decode(requestBodyBytes(event));
}

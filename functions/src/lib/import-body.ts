import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID, importFromUploadSchema } from '@surplus/shared';
import { badRequest, unsupportedMediaType } from './errors';
import { requestBodyBytes } from './request-body';
import { validate } from './validate';

/** What POST /api/inventory/imports was sent: the CSV itself, or the key of a CSV uploaded before. */
export type ImportBody = { csv: string } | { uploadKey: string };

/** The request's CSV (`text/csv`) or upload key (`application/json`); its size was checked by bodyLimit. */
export function readImportBody(event: APIGatewayProxyEventV2): ImportBody {
  const type = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const text = () => new TextDecoder('utf-8').decode(requestBodyBytes(event));
  if (type === 'text/csv') return { csv: text() };
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text());
    } catch {
      throw badRequest('Request body must be valid JSON');
    }
    return validate(importFromUploadSchema, parsed);
  }
  throw unsupportedMediaType('Content-Type must be text/csv, or application/json with an uploadKey');
}

const VISIBLE_ASCII = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, if it has one: 400 unless it is 1 to 255 visible ASCII characters. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const key = event.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (!VISIBLE_ASCII.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return key;
}

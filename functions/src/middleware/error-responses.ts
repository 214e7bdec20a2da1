import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { message, type ApiResult } from './responses';

/** Headers every API answer carries (CloudFront adds the same set in front of the site). */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const UNAVAILABLE_ERRORS = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'ServiceUnavailable',
  'InternalServerError',
]);

/** True for failures of a backing service (unreachable, timed out, throttled), which are worth a retry. */
function isUnavailable(error: Error & { code?: string; $metadata?: { httpStatusCode?: number } }): boolean {
  return (
    UNAVAILABLE_ERRORS.has(error.name) ||
    (error.code !== undefined && UNAVAILABLE_ERRORS.has(error.code)) ||
    (error.$metadata?.httpStatusCode ?? 0) >= 500
  );
}

/** The one place where errors become HTTP answers: always `{ message }`, never internals. */
function toResponse(error: unknown): ApiResult {
  if (error instanceof HttpError) return message(error.statusCode, error.message);
  const failure = error as Error & { statusCode?: number; expose?: boolean; code?: string };
  // Errors of middy's own parsers carry a 4xx status and a message meant for the client.
  if (failure.statusCode && failure.statusCode >= 400 && failure.statusCode < 500) {
    return message(failure.statusCode, failure.message || 'Bad request');
  }
  if (isUnavailable(failure)) {
    logger.warn('Backing service unavailable', { error: failure });
    return message(503, 'The service is temporarily unavailable. Please try again.');
  }
  logger.error('Unhandled error', { error: failure });
  return message(500, 'Internal server error');
}

export function errorResponses(): MiddlewareObj<APIGatewayProxyEventV2, ApiResult> {
  const withHeaders = (response: ApiResult): ApiResult => ({ ...response, headers: { ...API_HEADERS, ...response.headers } });
  return {
    after: (request) => {
      if (request.response) request.response = withHeaders(request.response);
    },
    onError: (request) => {
      request.response = withHeaders(toResponse(request.error));
    },
  };
}

import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden } from '../lib/errors';
import { isOriginSecret, ORIGIN_HEADER } from '../aws/origin-secret';

/**
 * Only CloudFront may call the API: it adds the origin secret, a caller of the execute-api URL cannot. Runs
 * before anything else reads the request, so headers CloudFront sets (CloudFront-Viewer-Address, which the
 * rate limits count by) are only ever trusted on requests that came through it. The secret is removed from
 * the event once checked, so it never reaches a log line.
 */
export function originCheck(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const value = event.headers[ORIGIN_HEADER];
      if (!(await isOriginSecret(value))) throw forbidden('Forbidden');
      delete event.headers[ORIGIN_HEADER];
    },
  };
}

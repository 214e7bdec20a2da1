import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { payloadTooLarge } from '../lib/errors';
import { requestBodyBytes } from '../lib/request-body';
import { countEvent, BUSINESS_METRICS } from '../observability/metrics';
import { BODY_LIMITS, bodyLimitOf, httpRouteByKey } from '../routes';

/** 413 with the route's message for a body past its limit (routes.ts), before anything parses it. */
export function bodyLimit(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const route = httpRouteByKey(event.routeKey);
      if (!route || !event.body) return;
      const limit = bodyLimitOf(route);
      if (requestBodyBytes(event).length <= limit.bytes) return;
      if (route.bodyLimit === BODY_LIMITS.image) countEvent(BUSINESS_METRICS.uploadsRefused);
      throw payloadTooLarge(limit.message);
    },
  };
}

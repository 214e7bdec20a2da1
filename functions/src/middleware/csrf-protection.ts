import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_COOKIE, readCookie } from '../lib/cookies';
import { isValidCsrfToken } from '../aws/csrf';
import { forbidden } from '../lib/errors';
import { httpRouteByKey } from '../routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing call needs the CSRF-Token header that GET /api/csrf-token gave this browser, but for a route
 * the route table exempts (its request carries its own signed proof).
 */
export function csrfProtection(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      if (SAFE_METHODS.has(event.requestContext.http.method) || httpRouteByKey(event.routeKey)?.csrfExempt) return;
      const token = event.headers['csrf-token'];
      if (!token) throw forbidden('Missing CSRF token');
      if (!(await isValidCsrfToken(token, readCookie(event.cookies, CSRF_COOKIE)))) throw forbidden('Invalid CSRF token');
    },
  };
}

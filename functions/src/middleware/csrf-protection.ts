import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_COOKIE, readCookie } from '../lib/cookies';
import { isValidCsrfToken } from '../aws/csrf';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing call needs the CSRF-Token header that GET /api/csrf-token gave this browser, but for a route
 * whose handler module exempts it, saying why (`exempt`: its request carries its own signed proof).
 */
export function csrfProtection(exempt?: string): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      if (exempt || SAFE_METHODS.has(event.requestContext.http.method)) return;
      const token = event.headers['csrf-token'];
      if (!token) throw forbidden('Missing CSRF token');
      if (!(await isValidCsrfToken(token, readCookie(event.cookies, CSRF_COOKIE)))) throw forbidden('Invalid CSRF token');
    },
  };
}

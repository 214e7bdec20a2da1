import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from '../core/logger';
import { tracer } from '../observability/tracer';

/**
 * First in every handler's chain: log lines carry the invocation's request id (keys a handler appends, such
 * as the user id, are dropped after each invocation), and the invocation is an X-Ray segment. Responses are
 * not recorded in traces: HTTP answers carry session cookies.
 */
export const observability = (): MiddlewareObj[] => [
  injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj,
  captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj,
];

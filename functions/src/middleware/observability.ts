import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from '../core/logger';
import { tracer } from '../observability/tracer';

/**
 * First in every handler's chain: log lines carry the invocation's request id, and the invocation is an X-Ray
 * segment. Responses are not recorded in traces: HTTP answers carry session cookies.
 */
export const observability = (): MiddlewareObj[] => [
  injectLambdaContext(logger) as MiddlewareObj,
  captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj,
];

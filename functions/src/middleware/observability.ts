import type { MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../lib/logger';

/**
 * First in every handler's chain: log lines carry the invocation's request id. Lambda's active tracing records
 * each invocation in X-Ray (its init and run); AWS SDK calls are not traced one by one, as the X-Ray SDK that
 * would add them weighs about 120 KB and tens of milliseconds at every cold start (BENCHMARKS.md).
 */
export const observability = (): MiddlewareObj[] => [injectLambdaContext(logger) as MiddlewareObj];

import { Tracer } from '@aws-lambda-powertools/tracer';

/** X-Ray through Powertools: active on Lambda (the stack turns tracing on), a no-op anywhere else. */
export const tracer = new Tracer({ serviceName: 'surplus-doors' });

/** An AWS SDK client whose calls show as subsegments of the invocation's trace. */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);

import type { S3Event } from 'aws-lambda';
import { imageVariantsGenerator } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';

/**
 * What the CDK bucket notification does: each object created under the generator's prefix invokes it
 * asynchronously (the upload's answer does not wait). A failed invocation is logged, not retried.
 */
export function createUploadNotifications(handlers: HandlerLoader, log: Log) {
  const running = new Set<Promise<void>>();

  const listener = (event: S3Event) => {
    const records = event.Records.filter(
      (record) => record.eventName.startsWith('ObjectCreated:') && record.s3.object.key.startsWith(imageVariantsGenerator.keyPrefix),
    );
    if (records.length === 0) return;
    const invocation = invokeHandler(handlers, imageVariantsGenerator.fn, { Records: records })
      .then(() => undefined)
      .catch((error: unknown) => log.error(`${imageVariantsGenerator.handler} failed for ${records[0]?.s3.object.key}:`, error))
      .finally(() => running.delete(invocation));
    running.add(invocation);
  };

  /** Waits for the invocations under way, so the S3 server is not stopped beneath them. */
  const settled = async () => {
    await Promise.all(running);
  };

  return { listener, settled };
}

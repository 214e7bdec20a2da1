import middy from '@middy/core';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { JOB_MAX_DELIVERIES } from '../../lib/job-deliveries';
import { logger } from '../../lib/logger';
import { observability } from '../../middleware/observability';
import { parseJobMessage, runJobStep } from '../../use-cases/jobs';

/**
 * Consumer of the jobs queue: each message is one step of a job. A step that fails is reported as a batch item
 * failure, so SQS delivers that message again (and only that one); on its last delivery the job is recorded as
 * failed before the message goes to the failure queue. A message that is not a job is logged and dropped.
 */
export const handler = middy<SQSEvent, SQSBatchResponse>()
  .use(observability())
  .handler(async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const message = parseJobMessage(record.body);
      if (!message) {
        logger.error('Dropped a message that is not a job', { messageId: record.messageId, body: record.body.slice(0, 200) });
        continue;
      }
      const lastDelivery = Number(record.attributes.ApproximateReceiveCount) >= JOB_MAX_DELIVERIES;
      try {
        await runJobStep(message, lastDelivery);
      } catch (error) {
        logger.error('A job step failed', { messageId: record.messageId, job: message, lastDelivery, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  });

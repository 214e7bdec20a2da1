import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../lib/config';

// Locally the queue lives behind SQS_ENDPOINT, whatever host its URL names.
const sqs = new SQSClient(config.endpoints.sqs ? { endpoint: config.endpoints.sqs, useQueueUrlAsEndpoint: false } : {});

/**
 * One step of long work, as the jobs function receives it. A message names a job, not a step: the job's
 * record says where it stands, so a redelivered or repeated message continues the job and never repeats a
 * step that has been recorded as done.
 */
export type JobMessage = { kind: 'import'; jobId: string } | { kind: 'delete-account'; userId: number } | { kind: 'common-word'; word: string };

export async function enqueueJob(message: JobMessage): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: config.jobsQueueUrl, MessageBody: JSON.stringify(message) }));
}

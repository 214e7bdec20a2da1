import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobWorker } from '@surplus/functions/routes';
import { failureQueue } from './failure-queue';

/**
 * AWS's guidance for an SQS event source: six times the function's time-out, so a message is not delivered again
 * while a step (or its retries by the event source mapping's poller) still runs.
 */
export const JOBS_VISIBILITY_TIMEOUT = Duration.seconds(6 * jobWorker.timeoutSeconds);

/**
 * The queue of long work (imports, account deletions): each message is the next step of a job, sent by the route
 * that starts the job and by each step for the one after it. A message received `jobWorker.maxReceiveCount` times
 * without success goes to the failure queue.
 */
export class JobsQueue extends Construct {
  readonly queue: Queue;
  readonly failures: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.failures = failureQueue(this, 'the dead-letter queue of the jobs queue', 'job steps that failed on every delivery');
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: JOBS_VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.failures, maxReceiveCount: jobWorker.maxReceiveCount },
    });
  }
}

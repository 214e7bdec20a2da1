import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * The last stop of work that failed after every retry (`Failures` under `scope`): nothing consumes it, an
 * alarm fires on any message (monitoring.ts), so it needs neither a DLQ nor a redrive policy of its own.
 * `role` says what it is for the nag acknowledgements, `failedWork` what lands in it.
 */
export function failureQueue(scope: Construct, role: string, failedWork: string): Queue {
  const queue = new Queue(scope, 'Failures', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: `This queue is itself ${role}; it needs no DLQ of its own.` });
  Validations.of(queue).acknowledge({
    id: 'Serverless-SQSRedrivePolicy',
    reason: `This queue is the last stop of ${failedWork} (nothing consumes it); any message in it raises an alarm.`,
  });
  return queue;
}

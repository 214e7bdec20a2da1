import { Duration, Validations } from 'aws-cdk-lib';
import { EventSourceMapping } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobWorker } from '@surplus/functions/routes';
import { ApiFunction, type FunctionResources } from './api-function';

export interface JobWorkerFunctionProps {
  readonly queue: IQueue;
  readonly resources: FunctionResources;
  /** At most this many steps at once (the stage's jobsConcurrency), so a burst of imports leaves the API its concurrency. */
  readonly maxConcurrency: number;
}

/**
 * The jobs function (routes.ts jobWorker), fed the jobs queue one message at a time: a step that fails is reported
 * as a batch item failure, so SQS delivers that message again until the queue's redrive policy gives up. The hold
 * sweeper's schedule (HoldSweeperSchedule) invokes it too.
 */
export class JobWorkerFunction extends Construct {
  readonly handler: ApiFunction;

  constructor(scope: Construct, id: string, props: JobWorkerFunctionProps) {
    super(scope, id);
    this.handler = new ApiFunction(this, 'Handler', {
      fn: jobWorker.fn,
      resources: props.resources,
      timeout: Duration.seconds(jobWorker.timeoutSeconds),
    });
    this.handler.addEventSource(new SqsEventSource(props.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: props.maxConcurrency }));
    const mapping = this.handler.node.children.find((child) => child instanceof EventSourceMapping);
    if (!mapping) throw new Error('The SQS event source added no event source mapping');
    Validations.of(mapping).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        'Lambda offers on-failure destinations for stream and Kafka event sources only; for SQS the queue\'s redrive ' +
        'policy moves a message that fails on every delivery to the jobs failure queue.',
    });
    Validations.of(this.handler).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Job steps come through an SQS event source mapping: a message that fails on every delivery goes to the jobs ' +
        'queue\'s own dead-letter queue (its redrive policy), which is what a function DLQ would be. The one asynchronous ' +
        'caller is the hold sweeper\'s schedule, whose events are ticks the next one replaces (HoldSweeperSchedule).',
    });
  }
}

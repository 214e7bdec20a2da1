import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StreamConsumer } from '@surplus/functions/routes';
import { acknowledgeWildcardResource } from '../nag';
import { ApiFunction, type FunctionResources } from './api-function';
import { failureQueue } from './failure-queue';

export interface StreamConsumerFunctionProps {
  readonly consumer: StreamConsumer;
  readonly table: ITable;
  readonly resources: FunctionResources;
}

/** One consumer of the table's stream (routes.ts streamConsumers), fed the records its filter lets through. */
export class StreamConsumerFunction extends Construct {
  readonly handler: ApiFunction;
  /** Batches that still fail after the retries (stream positions only; the records stay in the stream for 24 h). */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: StreamConsumerFunctionProps) {
    super(scope, id);
    this.failures = failureQueue(this, 'the on-failure destination of the stream consumer', 'failed stream batches');

    this.handler = new ApiFunction(this, 'Handler', {
      fn: props.consumer.fn,
      resources: props.resources,
      timeout: Duration.minutes(1),
    });
    this.handler.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        filters: [FilterCriteria.filter(props.consumer.filterPattern as Record<string, unknown>)],
        batchSize: 100,
        bisectBatchOnError: true,
        retryAttempts: 3,
        // A live update or alert delivered an hour late is worse than none: the clients have refetched by then.
        maxRecordAge: Duration.hours(1),
        onFailure: new SqsDlq(this.failures),
      }),
    );
    Validations.of(this.handler).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Invoked by a DynamoDB stream event source mapping, never asynchronously: batches that fail after the retries ' +
        'go to the mapping\'s on-failure destination (the Failures queue), which is what a function DLQ would be.',
    });
    if (this.handler.role) {
      acknowledgeWildcardResource(
        this.handler.role,
        '*',
        'dynamodb:ListStreams (the event source mapping) and X-Ray trace upload have no resource-level permissions.',
      );
    }
  }
}

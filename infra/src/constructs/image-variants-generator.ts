import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Role } from 'aws-cdk-lib/aws-iam';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { imageVariantsGenerator } from '@surplus/functions/routes';
import { ApiFunction, type FunctionResources } from './api-function';
import { failureQueue } from './failure-queue';
import { SHARP_ARCHITECTURE, SHARP_BUNDLING } from './sharp-bundling';

export interface ImageVariantsGeneratorProps {
  readonly imagesBucket: Bucket;
  readonly resources: FunctionResources;
  /** Reserved concurrency: a burst of uploads waits its turn instead of taking the concurrency the API needs. */
  readonly concurrency: number;
}

/**
 * The WebP thumbnail and display size of every upload, made when S3 reports the object created. S3 filters
 * by prefix only, so the function also hears about its own variants and skips them.
 */
export class ImageVariantsGenerator extends Construct {
  readonly handler: ApiFunction;
  /** S3 notifications whose invocation failed after Lambda's two retries. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ImageVariantsGeneratorProps) {
    super(scope, id);
    this.failures = failureQueue(this, 'the dead-letter queue of the image-variants function', 'failed image-variant invocations');
    this.handler = new ApiFunction(this, 'Handler', {
      reservedConcurrentExecutions: props.concurrency,
      deadLetterQueue: this.failures,
      fn: imageVariantsGenerator.fn,
      resources: props.resources,
      architecture: SHARP_ARCHITECTURE,
      bundling: SHARP_BUNDLING,
      timeout: Duration.seconds(30),
    });
    props.imagesBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.handler), {
      prefix: imageVariantsGenerator.keyPrefix,
    });
    acknowledgeNotificationsHelper(Stack.of(this));
  }
}

/** CDK's singleton that writes the bucket's notification configuration, as aws-cdk-lib defines it. */
const NOTIFICATIONS_HANDLER_ID = 'BucketNotificationsHandler050a0587b7544547bf325f094a3db834';

function acknowledgeNotificationsHelper(stack: Stack): void {
  const role = stack.node.tryFindChild(NOTIFICATIONS_HANDLER_ID)?.node.tryFindChild('Role');
  if (!(role instanceof Role)) throw new Error('The bucket notifications helper no longer has the role this stack expects');
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'CDK bucket notifications helper (sets the images bucket\'s notification configuration at deploy time), as aws-cdk-lib defines it.',
  });
}

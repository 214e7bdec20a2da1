import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface AccessLogsBucketProps {
  readonly retention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/** Server access logs of the buckets and the CloudFront standard logs, kept as long as the stage keeps logs. */
export class AccessLogsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront standard logging delivers with object ACLs, which BucketOwnerEnforced would refuse.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules:
        props.retention === RetentionDays.INFINITE ? [] : [{ expiration: Duration.days(props.retention) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log destination itself; logging its own access into itself would loop.',
    });
  }
}

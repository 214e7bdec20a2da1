import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** Where the CSV files of imports are kept until their job is done: never served, expired after a week. */
export const IMPORTS_FOLDER = 'imports/';
const IMPORTS_KEPT = Duration.days(7);

export interface ImagesBucketProps {
  /** The site's origin (https://host), the only one whose pages may POST presigned uploads. */
  readonly siteOrigin: string;
  readonly accessLogs: IBucket;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * Uploaded item images (under `uploads/`), private: read through CloudFront, written by presigned POST or the API;
 * and the CSV files of imports (under `imports/`), which only the functions read.
 */
export class ImagesBucket extends Bucket {
  constructor(scope: Construct, id: string, props: ImagesBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [props.siteOrigin], allowedHeaders: ['*'], maxAge: 3000 }],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'images/',
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
      lifecycleRules: [{ id: 'ExpireImports', prefix: IMPORTS_FOLDER, expiration: IMPORTS_KEPT }],
    });
    // CloudFront's origin access control is granted the whole bucket, and only its /uploads/* behaviour reaches it;
    // this keeps the CSV files out of reach of any behaviour or distribution.
    this.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects(`${IMPORTS_FOLDER}*`)],
      }),
    );
  }

  /** Where browsers POST presigned uploads: the SDK's virtual-hosted regional endpoint (the CSP allows it). */
  get directUploadOrigin(): string {
    const { region, urlSuffix } = Stack.of(this);
    return `https://${this.bucketName}.s3.${region}.${urlSuffix}`;
  }
}

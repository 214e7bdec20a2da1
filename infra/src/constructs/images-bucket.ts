import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export interface ImagesBucketProps {
  /** The site's origin (https://host), the only one whose pages may POST presigned uploads. */
  readonly siteOrigin: string;
  readonly accessLogs: IBucket;
  readonly removalPolicy: RemovalPolicy;
}

/** Uploaded item images (under `uploads/`), private: read through CloudFront, written by presigned POST or the API. */
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
    });
  }

  /** Where browsers POST presigned uploads: the SDK's virtual-hosted regional endpoint (the CSP allows it). */
  get directUploadOrigin(): string {
    const { region, urlSuffix } = Stack.of(this);
    return `https://${this.bucketName}.s3.${region}.${urlSuffix}`;
  }
}

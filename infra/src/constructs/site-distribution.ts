import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Policy } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { LIVE_UPDATES, UPLOADS_PREFIX } from '@surplus/shared';
import { acknowledgeWildcards } from '../nag';
import { WEB_DIST } from '../paths';
import type { StageConfig } from '../stage-config';
import type { ImagesBucket } from './images-bucket';
import { SecurityHeadersPolicy } from './security-headers-policy';
import { SpaFallbackFunction } from './spa-fallback-function';

export interface SiteDistributionProps {
  /** CloudFront sends `value` in header `name` to both APIs, which refuse requests without it. */
  readonly originHeader: { readonly name: string; readonly value: string };
  readonly httpApiId: string;
  readonly webSocketApiId: string;
  readonly imagesBucket: ImagesBucket;
  readonly accessLogs: IBucket;
  readonly domain?: StageConfig['domain'];
  readonly webAclArn?: string;
}

/**
 * CloudFront as the only origin the browser talks to (so the session cookie is first-party): the web app
 * from a private bucket, `/api/*` and `/ws` to API Gateway uncached (with the origin secret, so the APIs can
 * tell CloudFront from a caller of their execute-api URLs), `/uploads/*` from the images bucket.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;
  readonly webBucket: Bucket;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    // Only build output lives here and every deploy rewrites it, so it never needs retaining.
    this.webBucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const securityHeaders = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      directUploadOrigin: props.imagesBucket.directUploadOrigin,
    });
    const apiOrigin = (apiId: string) =>
      new HttpOrigin(`${apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { [props.originHeader.name]: props.originHeader.value },
      });
    // AllViewerExceptHostHeader: API Gateway routes on its own Host; the policy also adds CloudFront-Viewer-Address,
    // the client address the rate limits use.
    const toApi: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    // Upload keys are random and never rewritten, so a year at the edge is safe.
    const immutable = new CachePolicy(this, 'ImmutableUploads', {
      comment: 'Uploaded images: random, never rewritten keys',
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Surplus doors marketplace',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain && Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
      minimumProtocolVersion: props.domain && SecurityPolicyProtocol.TLS_V1_2_2021,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: new SpaFallbackFunction(this, 'SpaFallback') },
        ],
      },
      additionalBehaviors: {
        '/api/*': { origin: apiOrigin(props.httpApiId), allowedMethods: AllowedMethods.ALLOW_ALL, ...toApi },
        [LIVE_UPDATES.path]: { origin: apiOrigin(props.webSocketApiId), ...toApi },
        [`${UPLOADS_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(props.imagesBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: immutable,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.acknowledgeDistributionFindings(props);

    const deployment = new BucketDeployment(this, 'WebContent', {
      sources: [Source.asset(WEB_DIST)],
      destinationBucket: this.webBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    acknowledgeCdkHelper(deployment);
  }

  get siteUrl(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private acknowledgeDistributionFindings(props: SiteDistributionProps): void {
    const findings = Validations.of(this.distribution);
    findings.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A business-to-business marketplace open to buyers in any country: no geo restriction.',
    });
    if (!props.webAclArn) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF by default (a CLOUDFRONT web ACL lives in us-east-1 and costs a fixed monthly fee); API Gateway stage ' +
          'throttling and per-IP/per-account rate limits in the API protect it. Set webAclArn in the stage config to attach one.',
      });
    }
    if (!props.domain) {
      findings.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution serves the default *.cloudfront.net certificate, whose TLS policy ' +
          'cannot be raised. Configure domain.name and domain.certificateArn to get TLSv1.2_2021.',
      });
    }
  }
}

/** The BucketDeployment's singleton Lambda is CDK's own code: its runtime, role and policy are not ours to choose. */
function acknowledgeCdkHelper(deployment: BucketDeployment): void {
  const handler = deployment.handlerRole.node.scope;
  const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy');
  if (!handler || !(policy instanceof Policy)) throw new Error('BucketDeployment no longer has the handler this stack expects');
  const reason = 'CDK BucketDeployment helper (copies web/dist to the bucket, invalidates CloudFront), as aws-cdk-lib defines it.';
  const findings = Validations.of(handler);
  findings.acknowledge({ id: 'AwsSolutions-L1', reason });
  for (const id of ['Serverless-LambdaLatestVersion', 'Serverless-LambdaTracing', 'Serverless-LambdaDLQ']) findings.acknowledge({ id, reason });
  findings.acknowledge({ id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason });
  acknowledgeWildcards(handler, policy.document, reason);
}

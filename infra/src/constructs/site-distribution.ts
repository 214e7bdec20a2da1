import { join } from 'node:path';
import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ICachePolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Policy } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IConstruct } from 'constructs';
import { siteRoutes } from '@surplus/functions/routes';
import { LIVE_UPDATES, UPLOADS_PREFIX } from '@surplus/shared';
import { acknowledgeWildcards } from '../nag';
import { WEB_DIST } from '../paths';
import type { StageConfig } from '../stage-config';
import type { ImagesBucket } from './images-bucket';
import { SecurityHeadersPolicy } from './security-headers-policy';

export interface SiteDistributionProps {
  /** CloudFront sends `value` in header `name` to both APIs, which refuse requests without it. */
  readonly originHeader: { readonly name: string; readonly value: string };
  readonly httpApiId: string;
  /** The HTTP API of the site routes (rendered pages, robots.txt, sitemaps): the default behaviour. */
  readonly siteApiId: string;
  /**
   * The function whose bundled page template names the built assets: it is updated after the assets are
   * uploaded (so no page names a file the bucket lacks) and before the deploy's invalidation.
   */
  readonly pageRenderer: IConstruct;
  readonly webSocketApiId: string;
  readonly imagesBucket: ImagesBucket;
  readonly accessLogs: IBucket;
  readonly domain?: StageConfig['domain'];
  readonly webAclArn?: string;
}

/**
 * The list pages' query parameters (web/src/lib/list-url.ts): the only ones a page's content
 * depends on, so the only ones in the cache key (a tracking parameter does not split the cache).
 */
export const PAGE_QUERY_PARAMETERS = ['q', 'category', 'sort', 'mine', 'business', 'hideMine', 'tab', 'page', 'cursor'];

/** What the site API answers besides pages, each a behaviour ahead of the bucket's `/*.*` (`/sitemaps/{file}` -> `/sitemaps/*`). */
export const SITE_FILE_PATTERNS = siteRoutes
  .map((route) => route.path)
  .filter((path) => path !== '/' && path !== '/{path+}')
  .map((path) => path.replace(/\{[^}]+\}$/, '*'));

/** Vite's content-hashed build output (web/dist/assets): a name never gets other content. */
export const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The other build files (favicon.svg, og-image.png, ...) keep their names across deploys. */
const SHORT_LIVED = 'public, max-age=300';

/**
 * CloudFront as the only origin the browser talks to (so the session cookie is first-party): pages, robots.txt
 * and sitemaps from the site API, cached for what its Cache-Control says; the web build's assets and files from
 * a private bucket; `/api/*` and `/ws` to API Gateway uncached; `/uploads/*` from the images bucket. Every API
 * origin gets the origin secret, so the APIs can tell CloudFront from a caller of their execute-api URLs.
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
    // Upload keys are random and never rewritten, asset names are content hashes: a year at the edge is safe.
    const immutable = new CachePolicy(this, 'Immutable', {
      comment: 'Uploaded images and hashed build assets: never rewritten keys',
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // No TTL of its own: the site API's Cache-Control (s-maxage, stale-while-revalidate) decides, up to a day.
    const pages = new CachePolicy(this, 'Pages', {
      comment: 'Rendered pages, robots.txt and sitemaps: the origin\'s s-maxage, keyed by the list parameters only',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.allowList(...PAGE_QUERY_PARAMETERS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.webBucket);
    const fromBucket = (cachePolicy: ICachePolicy): BehaviorOptions => ({
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy,
      responseHeadersPolicy: securityHeaders,
    });
    // No origin request policy: the pages get the cache key's query strings and the origin header, nothing else
    // (no cookie, so no answer can differ by visitor; Host stays the origin's own, which API Gateway routes on).
    const toSite: BehaviorOptions = {
      origin: apiOrigin(props.siteApiId),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: pages,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Surplus doors marketplace',
      httpVersion: HttpVersion.HTTP2_AND_3,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain && Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
      minimumProtocolVersion: props.domain && SecurityPolicyProtocol.TLS_V1_2_2021,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      defaultBehavior: toSite,
      // In this order: CloudFront takes the first pattern that matches, and `/*.*` would match sitemaps too.
      additionalBehaviors: {
        '/api/*': { origin: apiOrigin(props.httpApiId), allowedMethods: AllowedMethods.ALLOW_ALL, ...toApi },
        [LIVE_UPDATES.path]: { origin: apiOrigin(props.webSocketApiId), ...toApi },
        [`${UPLOADS_PREFIX}*`]: { ...fromBucket(immutable), origin: S3BucketOrigin.withOriginAccessControl(props.imagesBucket) },
        ...Object.fromEntries(SITE_FILE_PATTERNS.map((pattern) => [pattern, toSite])),
        [`/${ASSETS_DIR}/*`]: fromBucket(immutable),
        // favicon.svg, og-image.png, ...: honours their short Cache-Control (CachingOptimized keeps 1 s to a year).
        '/*.*': fromBucket(CachePolicy.CACHING_OPTIMIZED),
      },
    });
    this.acknowledgeDistributionFindings(props);

    // Two deployments, each with its Cache-Control. Assets are never pruned: a page still cached at the edge, or
    // an open tab loading a lazy chunk, may name the previous build's files.
    const assets = new BucketDeployment(this, 'WebAssets', {
      sources: [Source.asset(join(WEB_DIST, ASSETS_DIR))],
      destinationBucket: this.webBucket,
      destinationKeyPrefix: `${ASSETS_DIR}/`,
      prune: false,
      cacheControl: [CacheControl.fromString(IMMUTABLE)],
    });
    props.pageRenderer.node.addDependency(assets);
    // The rest of web/dist; its prune leaves assets/ alone (excluded from the sync). The invalidation runs once
    // the renderer has the new template.
    const files = new BucketDeployment(this, 'WebContent', {
      sources: [Source.asset(WEB_DIST, { exclude: [ASSETS_DIR] })],
      destinationBucket: this.webBucket,
      exclude: [`${ASSETS_DIR}/*`],
      cacheControl: [CacheControl.fromString(SHORT_LIVED)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    files.node.addDependency(props.pageRenderer);
    acknowledgeCdkHelper(files);
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

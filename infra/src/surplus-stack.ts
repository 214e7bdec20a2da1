import { CfnOutput, SecretValue, Stack, Tags, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_HEADER } from '@surplus/functions/origin';
import { holdSweeper, httpRoutes, jobWorker, siteRoutes, streamConsumers, type FunctionName } from '@surplus/functions/routes';
import { AccessLogsBucket } from './constructs/access-logs-bucket';
import type { ApiFunction, FunctionResources } from './constructs/api-function';
import { DataTable } from './constructs/data-table';
import { HoldSweeperSchedule } from './constructs/hold-sweeper-schedule';
import { SurplusHttpApi } from './constructs/http-api';
import { ImagesBucket } from './constructs/images-bucket';
import { ImageVariantsGenerator } from './constructs/image-variants-generator';
import { JobWorkerFunction } from './constructs/job-worker-function';
import { JobsQueue } from './constructs/jobs-queue';
import { Monitoring } from './constructs/monitoring';
import { SiteDistribution } from './constructs/site-distribution';
import { SITE_FUNCTION, SITE_TEMPLATE_DIR, siteRenderBundling } from './constructs/site-render-bundling';
import { StreamConsumerFunction } from './constructs/stream-consumer-function';
import { SurplusWebSocketApi } from './constructs/websocket-api';
import { removalPolicyOf, type StageConfig } from './stage-config';

export interface SurplusStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * Any CloudFront domain: without a custom domain the site's own one is only known after the distribution
 * exists, which itself depends on this bucket. CORS only lets a page read the upload's answer; the
 * presigned policy, signed by the API for a signed-in user, is what authorises the upload.
 */
const ANY_CLOUDFRONT_ORIGIN = 'https://*.cloudfront.net';

/** One stage of the marketplace (docs/architecture.md). */
export class SurplusStack extends Stack {
  constructor(scope: Construct, id: string, props: SurplusStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = removalPolicyOf(config);
    const customUrl = config.domain && `https://${config.domain.name}`;
    Tags.of(this).add('surplus:stage', config.name);

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs', { retention: config.logRetentionDays, removalPolicy });
    const table = new DataTable(this, 'Table', { removalPolicy, deletionProtection: config.retainData });
    const imagesBucket = new ImagesBucket(this, 'Images', {
      siteOrigin: customUrl ?? ANY_CLOUDFRONT_ORIGIN,
      accessLogs,
      removalPolicy,
    });
    const signingSecret = new Secret(this, 'SigningSecret', {
      description: `Surplus ${config.name}: HMAC key of the CSRF tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(signingSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Each Lambda container reads the CSRF key once and keeps it, so a rotation would make containers disagree ' +
        'until they recycle; tokens are short-lived and bound to the caller, so a static key is acceptable.',
    });

    // CloudFront sends it to both APIs, which refuse requests without it: the execute-api URLs are public.
    const originSecret = new Secret(this, 'OriginSecret', {
      description: `Surplus ${config.name}: the header value CloudFront sends to the APIs (${ORIGIN_HEADER})`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time, so a rotation is a put-secret-value followed by a deploy with ' +
        'originSecretVersion (docs/operations.md); the functions accept the current and the previous version meanwhile.',
    });

    const webSocket = new SurplusWebSocketApi(this, 'LiveUpdates', {
      throttle: config.throttle,
      logRetention: config.logRetentionDays,
      removalPolicy,
    });
    const jobs = new JobsQueue(this, 'Jobs');
    const resources: FunctionResources = {
      table,
      imagesBucket,
      mail: {
        from: config.mail.from,
        identityArn: this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.mail.identity }),
      },
      connections: webSocket.connections,
      jobsQueue: jobs.queue,
      logRetention: config.logRetentionDays,
      removalPolicy,
      logLevel: config.logLevel,
    };
    const httpApi = new SurplusHttpApi(this, 'Api', {
      description: 'Surplus doors marketplace API',
      authorization:
        'Authorization is the application\'s own: a session cookie checked by the handlers (401/403 per route, ownership ' +
        'per item) plus a CSRF token on every non-GET; browsing, login and registration are public by design.',
      routes: httpRoutes,
      resources,
      signingSecret,
      originSecret,
      throttle: config.throttle,
    });
    const siteApi = new SurplusHttpApi(this, 'SiteApi', {
      description: 'Surplus doors marketplace site: rendered pages, robots.txt and sitemaps',
      authorization:
        'Public pages by design: every answer is the same for every visitor (CloudFront caches one copy), reads only ' +
        'public listings and never looks at a cookie; signed-in pages are rendered as the app shell, whose API calls ' +
        'are authorized by the API.',
      routes: siteRoutes,
      resources,
      originSecret,
      throttle: config.throttle,
      functionSettings: {
        [SITE_FUNCTION]: {
          bundling: siteRenderBundling(),
          environment: { SITE_TEMPLATE_DIR },
          // Rendering React to HTML is CPU-bound and single-threaded: Lambda gives a full vCPU at 1,769 MB (1024 MB
          // is about 0.6), which shortens every render and the cold start's module loading; more adds nothing.
          memorySize: 1769,
        },
      },
    });
    const pageRenderer = siteApi.functions.get(SITE_FUNCTION);
    if (!pageRenderer) throw new Error(`No site route runs on ${SITE_FUNCTION}`);
    webSocket.addRoutes(resources, originSecret);
    const streamConsumerFunctions = streamConsumers.map((consumer) => new StreamConsumerFunction(this, consumer.name, { consumer, table, resources }));
    const imageVariants = new ImageVariantsGenerator(this, 'ImageVariants', {
      imagesBucket,
      resources,
      concurrency: config.imageVariantsConcurrency,
    });
    const jobWorkerFunction = new JobWorkerFunction(this, jobWorker.name, { queue: jobs.queue, resources, maxConcurrency: config.jobsConcurrency });

    const site = new SiteDistribution(this, 'Site', {
      originHeader: {
        name: ORIGIN_HEADER,
        value: SecretValue.secretsManager(originSecret.secretArn, { versionId: config.originSecretVersion }).unsafeUnwrap(),
      },
      httpApiId: httpApi.api.apiId,
      siteApiId: siteApi.api.apiId,
      pageRenderer,
      webSocketApiId: webSocket.api.apiId,
      imagesBucket,
      accessLogs,
      domain: config.domain,
      webAclArn: config.webAclArn,
    });
    // The distribution depends on the APIs themselves, not on their routes or functions, so the functions can be
    // given its domain: no parameter to read at start, no cycle.
    const siteUrl = customUrl ?? site.siteUrl;
    const projectFunctions = new Map<FunctionName, ApiFunction>([
      ...httpApi.functions,
      ...siteApi.functions,
      ...webSocket.functions,
      ...streamConsumerFunctions.map((fn) => [fn.handler.fnName, fn.handler] as const),
      [imageVariants.handler.fnName, imageVariants.handler],
      [jobWorkerFunction.handler.fnName, jobWorkerFunction.handler],
    ]);
    // E-mailed links, canonical links and sitemaps name the site.
    for (const fn of projectFunctions.values()) if (fn.grants.mail || fn.grants.siteUrl) fn.addEnvironment('APP_URL', siteUrl);
    // Holds are made and ended by table writes: every function that writes the table knows how long one lasts.
    // So are transfers (handed over, confirmed by the schedule): the same functions know how long a buyer has to confirm.
    for (const fn of projectFunctions.values()) {
      if (fn.grants.table !== 'write') continue;
      fn.addEnvironment('HOLD_DAYS', String(config.holdDays));
      fn.addEnvironment('CONFIRM_DAYS', String(config.confirmDays));
    }
    const sweptBy = projectFunctions.get(holdSweeper.fn);
    if (!sweptBy) throw new Error(`No function ${holdSweeper.fn} for the hold sweeper`);
    new HoldSweeperSchedule(this, holdSweeper.name, { handler: sweptBy });

    const monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.name,
      alarmEmail: config.alarmEmail,
      httpApis: [
        { name: 'Api', title: 'HTTP API', api: httpApi.api },
        { name: 'SiteApi', title: 'Site API', api: siteApi.api },
      ],
      webSocketStage: webSocket.stage,
      functions: projectFunctions,
      table,
      failureQueues: {
        ...Object.fromEntries(streamConsumerFunctions.map((fn, index) => [`${streamConsumers[index]!.name}FailureQueue`, fn.failures])),
        ImageVariantsFailureQueue: imageVariants.failures,
        JobsFailureQueue: jobs.failures,
      },
      jobsQueue: jobs.queue,
      distribution: site.distribution,
    });

    const outputs: Record<string, string> = {
      SiteUrl: siteUrl,
      DistributionDomainName: site.distribution.distributionDomainName,
      DistributionId: site.distribution.distributionId,
      TableName: table.tableName,
      ImagesBucketName: imagesBucket.bucketName,
      WebBucketName: site.webBucket.bucketName,
      HttpApiId: httpApi.api.apiId,
      SiteApiId: siteApi.api.apiId,
      PageRendererFunctionName: pageRenderer.functionName,
      WebSocketCallbackUrl: webSocket.connections.callbackUrl,
      SigningSecretArn: signingSecret.secretArn,
      ...Object.fromEntries(streamConsumerFunctions.map((fn, index) => [`${streamConsumers[index]!.name}FailureQueueUrl`, fn.failures.queueUrl])),
      ImageVariantsFailureQueueUrl: imageVariants.failures.queueUrl,
      JobsQueueUrl: jobs.queue.queueUrl,
      JobsFailureQueueUrl: jobs.failures.queueUrl,
      OriginSecretArn: originSecret.secretArn,
      AlarmTopicArn: monitoring.topic.topicArn,
      DashboardName: monitoring.dashboard.dashboardName,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}

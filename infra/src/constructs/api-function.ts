import { Duration, type RemovalPolicy, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { grantsOf, type FunctionName, type Grants } from '@surplus/functions/routes';
import { writeFunctionEntry } from '@surplus/functions/router/entry-source';
import { TABLE_INDEXES } from '@surplus/functions/table';
import { IMAGE_VARIANT_FOLDERS, UPLOADS_PREFIX } from '@surplus/shared';
import { acknowledgeWildcardResource } from '../nag';
import { LOCK_FILE, REPO_ROOT } from '../paths';
import { withBundling } from './function-bundling';
import { withGazetteer } from './gazetteer-bundling';
import { IMPORTS_FOLDER } from './images-bucket';

/** Only what the data modules call: reads never Scan (every access pattern is a Get or a Query). */
const TABLE_ACTIONS = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};
const IMAGE_ACTIONS = {
  read: ['s3:GetObject'],
  write: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
  // PutObject too, but only in the variant folders (grantAccess).
  variants: ['s3:GetObject'],
};
/** The CSV files of imports: uploaded by presigned POST (signed with the function's role), read by the jobs, removed. */
const IMPORT_ACTIONS = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];

/** Why the functions API Gateway calls have no dead-letter queue (cdk-nag Serverless-LambdaDLQ). */
export const SYNCHRONOUS_NO_DLQ =
  'Invoked synchronously by API Gateway: the caller receives the failure (a JSON 5xx) and retries or not; a ' +
  'dead-letter queue only ever receives asynchronous invocations, so it would stay empty. Errors alarm per function.';

/** Tag on every project function naming it as the route table does, e.g. `account`. */
export const FUNCTION_TAG = 'surplus:function';
export const SERVICE_NAME = 'surplus-doors';

/** The stage's resources a function can be granted, and the settings every function shares. */
export interface FunctionResources {
  readonly table: ITable;
  readonly imagesBucket: IBucket;
  readonly mail: { readonly from: string; readonly identityArn: string };
  readonly connections: { readonly callbackUrl: string; readonly manageConnectionsArn: string };
  /** The queue of long work the jobs function consumes. */
  readonly jobsQueue: IQueue;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly logLevel: string;
}

export interface ApiFunctionProps {
  /** A function of functions/src/routes.ts: its entry module, and the grants its routes need. */
  readonly fn: FunctionName;
  readonly resources: FunctionResources;
  /** The CSRF signing key, for HTTP routes. */
  readonly signingSecret?: ISecret;
  /** The value CloudFront adds to every API request, for the functions that check it (HTTP routes, $connect). */
  readonly originSecret?: ISecret;
  /** A ceiling on concurrent invocations, for a function a burst could otherwise let take the account's pool. */
  readonly reservedConcurrentExecutions?: number;
  /** Where an asynchronous invocation goes after its retries fail (S3 notifications). */
  readonly deadLetterQueue?: IQueue;
  readonly timeout?: Duration;
  /** 1024 MB unless the function needs other CPU or memory (Lambda's CPU share grows with memory). */
  readonly memorySize?: number;
  /** Added to the environment the grants give (the stack adds APP_URL once the distribution exists). */
  readonly environment?: Readonly<Record<string, string>>;
  /** arm64 unless a native dependency needs otherwise. */
  readonly architecture?: Architecture;
  /** Added to the bundling every function shares. */
  readonly bundling?: Partial<BundlingOptions>;
}

/**
 * Every Lambda of the project: Node.js 24 on arm64 (unless told otherwise), an ESM esbuild bundle of its entry
 * module (written from the route table by functions/src/router/entry-source.ts; the handlers use top-level await), its own log group and role, X-Ray active
 * tracing (each invocation, its init and run), and exactly the union of the grants its
 * routes declare.
 */
export class ApiFunction extends NodejsFunction {
  /** Its name in the route table (`account`). */
  readonly fnName: FunctionName;
  /** What its routes need, together (routes.ts grantsOf). */
  readonly grants: Grants;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const { resources } = props;
    const grants = grantsOf(props.fn);
    // A role of our own, so the function gets write access to its log group only instead of the
    // AWSLambdaBasicExecutionRole managed policy (logs:* on every group).
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: resources.logRetention,
      removalPolicy: resources.removalPolicy,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: writeFunctionEntry(props.fn),
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: Runtime.NODEJS_24_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      // CPU grows with memory, and scrypt (login, registration, password resets) is CPU-bound.
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      deadLetterQueue: props.deadLetterQueue,
      environment: environmentFor(props, grants),
      bundling: bundlingOf(props, grants),
    });
    this.fnName = props.fn;
    this.grants = grants;
    Tags.of(this).add(FUNCTION_TAG, props.fn);
    this.grantAccess(props, grants, role);
  }

  private grantAccess({ resources, signingSecret, originSecret }: ApiFunctionProps, route: Grants, role: Role): void {
    const { table, imagesBucket, mail, connections, jobsQueue } = resources;
    if (route.table !== 'none') {
      const indexes = TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.indexName}`);
      this.addToRolePolicy(new PolicyStatement({ actions: TABLE_ACTIONS[route.table], resources: [table.tableArn, ...indexes] }));
    }

    if (route.images) {
      const uploads = imagesBucket.arnForObjects(`${UPLOADS_PREFIX.slice(1)}*`);
      this.addToRolePolicy(new PolicyStatement({ actions: IMAGE_ACTIONS[route.images], resources: [uploads] }));
      if (route.images === 'variants') {
        const folders = Object.values(IMAGE_VARIANT_FOLDERS).map((folder) => imagesBucket.arnForObjects(`${UPLOADS_PREFIX.slice(1)}${folder}/*`));
        this.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: folders }));
        for (const folder of folders) acknowledgeWildcardResource(role, folder, 'Variant keys derive from random upload keys; writes are confined to the variant folders.');
      }
      // Without ListBucket, S3 answers 403 instead of 404 for a missing key, which the handlers treat as "not found".
      this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [imagesBucket.bucketArn] }));
      acknowledgeWildcardResource(role, uploads, 'Image keys are random per upload; access is confined to the uploads/ prefix.');
    }

    if (route.imports) {
      const imports = imagesBucket.arnForObjects(`${IMPORTS_FOLDER}*`);
      this.addToRolePolicy(new PolicyStatement({ actions: IMPORT_ACTIONS, resources: [imports] }));
      acknowledgeWildcardResource(role, imports, 'CSV keys are random per import; access is confined to the imports/ prefix, which nothing serves.');
    }

    if (route.jobs) {
      this.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [jobsQueue.queueArn] }));
    }

    if (route.mail) {
      this.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [mail.identityArn] }));
    }

    if (route.connections) {
      const arn = connections.manageConnectionsArn;
      this.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [arn] }));
      acknowledgeWildcardResource(role, arn, 'Connection ids exist only at run time; the ARN is this API stage\'s POST @connections.');
    }

    signingSecret?.grantRead(this);
    originSecret?.grantRead(this);
    // X-Ray's PutTraceSegments and PutTelemetryRecords take no resource-level permissions.
    acknowledgeWildcardResource(role, '*', 'X-Ray trace upload (PutTraceSegments, PutTelemetryRecords) has no resource-level permissions.');
  }
}

/** The bundling every function shares, with the function's own additions and, if it geocodes, the gazetteer file. */
function bundlingOf(props: ApiFunctionProps, grants: Grants): BundlingOptions {
  const bundling = withBundling(props.bundling);
  return grants.gazetteer ? withGazetteer(bundling) : bundling;
}

function environmentFor({ resources, signingSecret, originSecret, environment }: ApiFunctionProps, route: Grants): Record<string, string> {
  return {
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    POWERTOOLS_LOG_LEVEL: resources.logLevel,
    NODE_OPTIONS: '--enable-source-maps',
    ...(route.table !== 'none' && { TABLE_NAME: resources.table.tableName }),
    ...((route.images || route.imports) && { IMAGES_BUCKET: resources.imagesBucket.bucketName }),
    ...(route.jobs && { JOBS_QUEUE_URL: resources.jobsQueue.queueUrl }),
    ...(route.mail && { MAIL_FROM: resources.mail.from }),
    ...(route.connections && { WS_CALLBACK_URL: resources.connections.callbackUrl }),
    ...(signingSecret && { SIGNING_SECRET_ARN: signingSecret.secretArn }),
    ...(originSecret && { ORIGIN_SECRET_ARN: originSecret.secretArn }),
    ...environment,
  };
}

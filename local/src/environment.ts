import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localQueueUrl, SQS_PATH } from './http/sqs-endpoint';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './services/aws-local';

export interface HandlerEnvironment {
  dataDir: string;
  tableName: string;
  imagesBucket: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** The name of the local queue the jobs function consumes. */
  jobsQueueName: string;
  /** Where the handlers reach this server (SES, SQS and @connections stand-ins). */
  internalUrl: string;
  /** What the browser uses, and e-mailed links point to. */
  appUrl: string;
  /** The value the local edge adds in the origin header and the handlers check. */
  originSecret: string;
  /** The built web app, whose index.html the page renderer reads. */
  siteTemplateDir: string;
  /** How long a new hold lasts, in seconds (HOLD_SECONDS, over the functions' default of days); left alone when unset. */
  holdSeconds?: number;
  /**
   * How long after handover a transfer the buyer leaves alone confirms itself, in seconds (CONFIRM_SECONDS, over the
   * functions' default of days); left alone when unset.
   */
  confirmSeconds?: number;
  /** How long after confirmation the parties may review a transfer, in seconds (REVIEW_SECONDS); left alone when unset. */
  reviewSeconds?: number;
}

/**
 * The variables the handlers read. Must run before any handler module is imported: they create
 * their SDK clients, with these endpoints, when they load.
 */
export async function setHandlerEnvironment(settings: HandlerEnvironment): Promise<void> {
  Object.assign(process.env, {
    TABLE_NAME: settings.tableName,
    IMAGES_BUCKET: settings.imagesBucket,
    DYNAMODB_ENDPOINT: settings.dynamodbEndpoint,
    S3_ENDPOINT: settings.s3Endpoint,
    SES_ENDPOINT: `${settings.internalUrl}/__aws/ses`,
    SQS_ENDPOINT: `${settings.internalUrl}${SQS_PATH}`,
    JOBS_QUEUE_URL: localQueueUrl(settings.internalUrl, settings.jobsQueueName),
    WS_CALLBACK_URL: `${settings.internalUrl}/__aws/ws`,
    APP_URL: settings.appUrl,
    ORIGIN_SECRET: settings.originSecret,
    SITE_TEMPLATE_DIR: settings.siteTemplateDir,
    MAIL_FROM: 'no-reply@surplus.local',
    COOKIE_SECURE: 'false',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    ...(settings.holdSeconds !== undefined && { HOLD_SECONDS: String(settings.holdSeconds) }),
    ...(settings.confirmSeconds !== undefined && { CONFIRM_SECONDS: String(settings.confirmSeconds) }),
    ...(settings.reviewSeconds !== undefined && { REVIEW_SECONDS: String(settings.reviewSeconds) }),
  });
  // A developer's real session or profile would otherwise be mixed into the local credentials.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // Business metrics are CloudWatch EMF lines: nothing collects them locally.
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  process.env.SIGNING_SECRET ??= await signingSecret(settings.dataDir);
}

/** Kept in the data dir so sessions and CSRF tokens survive a restart. */
async function signingSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'signing-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

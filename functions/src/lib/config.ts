import { DEAL_LIMITS, TRANSFER_LIMITS } from '@surplus/shared';

/**
 * Deployment settings read from the environment. Read lazily so a function only needs the
 * variables of what it actually uses. The local runtime sets the endpoint overrides.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The variable as a number when it is set to one above zero. */
function positive(name: string): number | undefined {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : undefined;
}

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get imagesBucket() {
    return required('IMAGES_BUCKET');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  /** The WebSocket API's @connections endpoint (https://{api}.execute-api.{region}.amazonaws.com/ws). */
  get connectionsUrl() {
    return required('WS_CALLBACK_URL');
  },
  /** The SQS queue of long work (imports, account deletions) that the jobs function consumes. */
  get jobsQueueUrl() {
    return required('JOBS_QUEUE_URL');
  },
  /** Whether this function may send to the jobs queue (its routes say `jobs`). */
  get hasJobsQueue() {
    return Boolean(process.env.JOBS_QUEUE_URL);
  },
  /** Plain-http localhost only: browsers drop Secure cookies there. */
  get cookieSecure() {
    return process.env.COOKIE_SECURE !== 'false';
  },
  endpoints: {
    dynamodb: process.env.DYNAMODB_ENDPOINT,
    s3: process.env.S3_ENDPOINT,
    ses: process.env.SES_ENDPOINT,
    sqs: process.env.SQS_ENDPOINT,
  },
  /**
   * How long a new hold lasts, in seconds: HOLD_SECONDS when set (the local runtime's short holds), else HOLD_DAYS
   * days (the stage's `holdDays`), else 7 days.
   */
  get holdSeconds() {
    return positive('HOLD_SECONDS') ?? (positive('HOLD_DAYS') ?? DEAL_LIMITS.holdDaysDefault) * DAY_SECONDS;
  },
  /**
   * How long after handover a transfer the buyer leaves alone confirms itself, in seconds: CONFIRM_SECONDS when set
   * (the local runtime's tests), else CONFIRM_DAYS days (the stage's `confirmDays`), else 14 days.
   */
  get confirmSeconds() {
    return positive('CONFIRM_SECONDS') ?? (positive('CONFIRM_DAYS') ?? TRANSFER_LIMITS.confirmDaysDefault) * DAY_SECONDS;
  },
  /** How long after confirmation the parties may review a transfer: REVIEW_SECONDS when set (tests), else 14 days. */
  get reviewSeconds() {
    return positive('REVIEW_SECONDS') ?? TRANSFER_LIMITS.reviewDays * DAY_SECONDS;
  },
  rateLimitWindowSeconds: Number(process.env.RATE_LIMIT_WINDOW_SECONDS ?? 900),
};

import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { DEAL_LIMITS, TRANSFER_LIMITS } from '@surplus/shared';

export const STAGES_CONTEXT_KEY = 'surplus:stages';
export const STAGE_CONTEXT_KEY = 'stage';

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
/** The longest a stage may leave a handed-over transfer unconfirmed before it confirms itself. */
export const CONFIRM_DAYS_MAX = 60;

/** One deployment stage, as written under `surplus:stages.<name>` in cdk.json. */
export interface StageConfig {
  readonly name: string;
  /** Keep the table, images, logs and signing secret when the stack is deleted. */
  readonly retainData: boolean;
  /** `from` is the sender address; `identity` the verified SES identity (domain or address) that covers it. */
  readonly mail: { readonly from: string; readonly identity: string };
  /** Custom domain; the certificate must be an ACM certificate in us-east-1 covering `name`. */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  readonly logRetentionDays: RetentionDays;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** API Gateway stage throttling: steady requests per second and burst. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** A WAFv2 web ACL (scope CLOUDFRONT, in us-east-1) to attach to the distribution. */
  readonly webAclArn?: string;
  /** Where the alarms are e-mailed (an SNS e-mail subscription, confirmed from the first message). */
  readonly alarmEmail?: string;
  /** Reserved concurrency of the image-variants function, so a burst of uploads cannot starve the API. */
  readonly imageVariantsConcurrency: number;
  /** How many job steps (imports, account deletions) run at once at most: the jobs event source's maximum concurrency (2 to 1000). */
  readonly jobsConcurrency: number;
  /** How many days a new hold lasts (the functions' HOLD_DAYS): 7 unless set, at most DEAL_LIMITS.holdDaysMax. */
  readonly holdDays: number;
  /**
   * How many days after handover a transfer the buyer leaves alone confirms itself (the functions' CONFIRM_DAYS):
   * TRANSFER_LIMITS.confirmDaysDefault (14) unless set, at most CONFIRM_DAYS_MAX.
   */
  readonly confirmDays: number;
  /**
   * The origin secret's version CloudFront sends (`VersionId` of `aws secretsmanager put-secret-value`); the
   * secret's current version when unset. Changing it is how a rotation reaches CloudFront (docs/operations.md).
   */
  readonly originSecretVersion?: string;
  /** Pin the stack to an account/region; otherwise it is environment-agnostic. */
  readonly env?: { readonly account?: string; readonly region?: string };
}

export const removalPolicyOf = (config: StageConfig) => (config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY);

/** The stage named by `-c stage=<name>`, validated, from the stages in the app's context. */
export function stageConfigFrom(node: Node): StageConfig {
  const stages = (node.tryGetContext(STAGES_CONTEXT_KEY) ?? {}) as Record<string, unknown>;
  const name: unknown = node.tryGetContext(STAGE_CONTEXT_KEY);
  const known = Object.keys(stages).join(', ');
  if (typeof name !== 'string' || !name) throw new Error(`Choose a stage with -c ${STAGE_CONTEXT_KEY}=<name> (one of: ${known})`);
  const raw = stages[name];
  if (!raw || typeof raw !== 'object') throw new Error(`Unknown stage "${name}": cdk.json ${STAGES_CONTEXT_KEY} has ${known}`);
  return parseStage(name, raw as Record<string, unknown>);
}

function parseStage(name: string, raw: Record<string, unknown>): StageConfig {
  const problems: string[] = [];
  const check = (ok: boolean, message: string) => ok || problems.push(message);
  const mail = raw.mail as StageConfig['mail'] | undefined;
  const domain = raw.domain as StageConfig['domain'] | undefined;
  const throttle = raw.throttle as StageConfig['throttle'] | undefined;
  const isPositive = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

  check(/^[a-z][a-z0-9-]{0,19}$/.test(name), 'the stage name must be lowercase letters, digits and dashes (at most 20)');
  check(typeof raw.retainData === 'boolean', 'retainData must be true or false');
  check(typeof mail?.from === 'string' && mail.from.includes('@'), 'mail.from must be an e-mail address');
  check(typeof mail?.identity === 'string' && mail.identity.length > 0, 'mail.identity must name the verified SES identity');
  check(
    domain === undefined || (typeof domain.name === 'string' && /^arn:aws[\w-]*:acm:us-east-1:/.test(String(domain.certificateArn))),
    'domain needs a name and a certificateArn of an ACM certificate in us-east-1',
  );
  check(Object.values(RetentionDays).includes(raw.logRetentionDays as RetentionDays), 'logRetentionDays must be a CloudWatch Logs retention');
  check(LOG_LEVELS.includes(raw.logLevel as StageConfig['logLevel']), `logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  check(isPositive(throttle?.rateLimit) && isPositive(throttle?.burstLimit), 'throttle needs positive integer rateLimit and burstLimit');
  check(raw.alarmEmail === undefined || (typeof raw.alarmEmail === 'string' && raw.alarmEmail.includes('@')), 'alarmEmail must be an e-mail address');
  check(isPositive(raw.imageVariantsConcurrency), 'imageVariantsConcurrency must be a positive integer');
  check(isPositive(raw.jobsConcurrency) && (raw.jobsConcurrency as number) >= 2 && (raw.jobsConcurrency as number) <= 1000, 'jobsConcurrency must be an integer from 2 to 1000');
  check(
    raw.holdDays === undefined || (isPositive(raw.holdDays) && (raw.holdDays as number) <= DEAL_LIMITS.holdDaysMax),
    `holdDays must be a whole number of days from 1 to ${DEAL_LIMITS.holdDaysMax}`,
  );
  check(
    raw.confirmDays === undefined || (isPositive(raw.confirmDays) && (raw.confirmDays as number) <= CONFIRM_DAYS_MAX),
    `confirmDays must be a whole number of days from 1 to ${CONFIRM_DAYS_MAX}`,
  );
  check(raw.originSecretVersion === undefined || (typeof raw.originSecretVersion === 'string' && raw.originSecretVersion.length > 0), 'originSecretVersion must be a secret VersionId');
  check(raw.webAclArn === undefined || /^arn:aws[\w-]*:wafv2:us-east-1:/.test(String(raw.webAclArn)), 'webAclArn must be a WAFv2 ARN in us-east-1');
  if (problems.length > 0) throw new Error(`Stage "${name}" in cdk.json is invalid: ${problems.join('; ')}`);

  return {
    ...(raw as Omit<StageConfig, 'name'>),
    holdDays: (raw.holdDays as number | undefined) ?? DEAL_LIMITS.holdDaysDefault,
    confirmDays: (raw.confirmDays as number | undefined) ?? TRANSFER_LIMITS.confirmDaysDefault,
    name,
  };
}

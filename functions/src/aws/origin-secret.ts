import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The header CloudFront (and the local runtime's edge) adds to every request it sends to the APIs. */
export const ORIGIN_HEADER = 'x-origin-verify';

/** How long a container trusts the values it read: a rotation reaches every container within this time. */
const RELOAD_MS = 5 * 60 * 1000;

let client: SecretsManagerClient | undefined;
let cached: { values: Promise<string[]>; loadedAt: number } | undefined;

/**
 * The values the edge may send: ORIGIN_SECRET locally; on AWS the secret's current and previous versions,
 * so requests carrying either pass while CloudFront is being moved to a new value (docs/operations.md).
 */
function acceptedValues(): Promise<string[]> {
  if (cached && Date.now() - cached.loadedAt < RELOAD_MS) return cached.values;
  const values = load();
  cached = { values, loadedAt: Date.now() };
  values.catch(() => (cached = undefined));
  return values;
}

async function load(): Promise<string[]> {
  const direct = process.env.ORIGIN_SECRET;
  if (direct) return [direct];
  const secretId = process.env.ORIGIN_SECRET_ARN;
  if (!secretId) throw new Error('Missing ORIGIN_SECRET or ORIGIN_SECRET_ARN');
  const read = async (stage: string) => {
    try {
      client ??= new SecretsManagerClient({});
      return (await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }))).SecretString;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  };
  const values = (await Promise.all([read('AWSCURRENT'), read('AWSPREVIOUS')])).filter((value): value is string => Boolean(value));
  if (values.length === 0) throw new Error(`${secretId} is empty`);
  return values;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when `value` is one of the edge's secrets (compared in constant time). */
export async function isOriginSecret(value: string | undefined): Promise<boolean> {
  if (!value) return false;
  const given = digest(value);
  return (await acceptedValues()).some((accepted) => timingSafeEqual(given, digest(accepted)));
}

/** The header's value, whatever the case of its name (WebSocket $connect events keep the sender's case). */
export function originHeaderOf(headers: Record<string, string | undefined> | undefined): string | undefined {
  if (!headers) return undefined;
  const name = Object.keys(headers).find((key) => key.toLowerCase() === ORIGIN_HEADER);
  return name === undefined ? undefined : headers[name];
}

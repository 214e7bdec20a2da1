import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let key: Promise<string> | undefined;

/** The HMAC key for CSRF tokens: SIGNING_SECRET locally, the Secrets Manager secret on AWS (read once per container). */
export function signingKey(): Promise<string> {
  key ??= load();
  return key;
}

async function load(): Promise<string> {
  if (process.env.SIGNING_SECRET) return process.env.SIGNING_SECRET;
  const secretId = process.env.SIGNING_SECRET_ARN;
  if (!secretId) throw new Error('Missing SIGNING_SECRET or SIGNING_SECRET_ARN');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!secret.SecretString) throw new Error('The signing secret is empty');
  return secret.SecretString;
}

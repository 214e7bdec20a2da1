import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { deploymentSetting } from '../lib/deployment-setting';

/** The HMAC key for CSRF tokens: SIGNING_SECRET locally, the Secrets Manager secret on AWS. */
export const signingKey = deploymentSetting('SIGNING_SECRET', 'SIGNING_SECRET_ARN', async (secretId) => {
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  return secret.SecretString;
});

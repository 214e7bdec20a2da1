import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

let appUrl: Promise<string> | undefined;

/**
 * Public base URL of the site, for e-mailed links: APP_URL when set (local runtime, custom domain), else the
 * SSM parameter named by APP_URL_PARAMETER (the CloudFront domain, known only after the distribution exists).
 */
export function siteUrl(): Promise<string> {
  appUrl ??= load();
  return appUrl;
}

async function load(): Promise<string> {
  if (process.env.APP_URL) return process.env.APP_URL;
  const name = process.env.APP_URL_PARAMETER;
  if (!name) throw new Error('Missing APP_URL or APP_URL_PARAMETER');
  const { Parameter } = await new SSMClient({}).send(new GetParameterCommand({ Name: name }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${name} is empty`);
  return Parameter.Value;
}

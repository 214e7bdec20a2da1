import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { traced } from '../observability/tracer';
import { deploymentSetting } from './deployment-setting';

/**
 * Public base URL of the site, for e-mailed links: APP_URL when set (local runtime, custom domain), else the
 * SSM parameter named by APP_URL_PARAMETER (the CloudFront domain, known only after the distribution exists).
 */
export const siteUrl = deploymentSetting('APP_URL', 'APP_URL_PARAMETER', async (name) => {
  const { Parameter } = await traced(new SSMClient({})).send(new GetParameterCommand({ Name: name }));
  return Parameter?.Value;
});

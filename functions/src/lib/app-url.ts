/**
 * Public base URL of the site, for e-mailed links, canonical links and sitemaps: APP_URL, which the stack sets to
 * the custom domain or the CloudFront domain (and the local runtime to its own address).
 */
export async function siteUrl(): Promise<string> {
  const url = process.env.APP_URL;
  if (!url) throw new Error('Missing APP_URL');
  return url;
}

import { siteBase } from './sitemap-xml';

/**
 * Paths crawlers leave alone: the API, and the pages that only make sense signed in or from an e-mailed link
 * (each a prefix, so `/inbox` covers its conversations too). Everything else, listings and businesses
 * included, may be crawled.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/auth',
  '/my-inventory',
  '/add-inventory',
  '/saved',
  '/account',
  '/inbox',
  '/deals',
  '/impact',
  '/notifications',
  '/forgot-password',
  '/reset-password',
  '/unsubscribe',
] as const;

/** robots.txt (RFC 9309) for every crawler, naming the sitemap index by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteBase(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

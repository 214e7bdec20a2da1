import { siteUrl } from '../../lib/app-url';
import { parseSitemapFile, PAGES_SITEMAP, siteBase, SITEMAP_MAX_URLS, urlsetXml, type SitemapLink } from '../../lib/sitemap-xml';
import { sitemapEntries, sitemapPageCount } from '../../data/listings/sitemap-entries';
import { listBusinesses } from '../../data/users/business-directory';
import { httpRoute } from '../../middleware/http-api';
import { siteAnswer, siteNotFound, XML_CONTENT_TYPE } from '../../middleware/site-responses';

const PUBLIC_PAGES = ['/', '/doors', '/parts'];

/**
 * GET /sitemaps/{file}: `pages.xml` (home, the category pages and every business with listings) or `<n>.xml`
 * (the listings of page n, with their last change). Any other name, or a page past the last, is 404.
 */
export const handler = httpRoute({}, async (event) => {
  const file = parseSitemapFile(event.pathParameters?.file ?? '');
  if (file === null) return siteNotFound();
  const base = siteBase(await siteUrl());
  if (file === PAGES_SITEMAP) return siteAnswer(200, XML_CONTENT_TYPE, urlsetXml(await publicPages(base)));
  if (file > (await sitemapPageCount())) return siteNotFound();
  const urls: SitemapLink[] = [];
  for await (const entries of sitemapEntries(file)) {
    for (const { id, lastUpdated } of entries) urls.push({ loc: `${base}/item/${id}`, lastmod: lastUpdated });
  }
  return siteAnswer(200, XML_CONTENT_TYPE, urlsetXml(urls));
});

/** One Query of the business index: a market has thousands of businesses, far fewer than a file's 50,000 URLs. */
async function publicPages(base: string): Promise<SitemapLink[]> {
  const businesses = await listBusinesses();
  return [
    ...PUBLIC_PAGES.map((path) => ({ loc: `${base}${path}` })),
    ...businesses.map((business) => ({ loc: `${base}/business/${business.id}` })),
  ].slice(0, SITEMAP_MAX_URLS);
}

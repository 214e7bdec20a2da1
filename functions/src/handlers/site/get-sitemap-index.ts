import { siteUrl } from '../../lib/app-url';
import { PAGES_SITEMAP, siteBase, sitemapFilePath, sitemapIndexXml } from '../../lib/sitemap-xml';
import { sitemapPageCount } from '../../data/listings/sitemap-entries';
import { httpRoute } from '../../middleware/http-api';
import { siteAnswer, XML_CONTENT_TYPE } from '../../middleware/site-responses';

/** GET /sitemap.xml: the sitemap index, the public pages' file and one file per page of listing ids issued so far. */
export const handler = httpRoute({}, async () => {
  const [base, pageCount] = await Promise.all([siteUrl().then(siteBase), sitemapPageCount()]);
  const files: (typeof PAGES_SITEMAP | number)[] = [PAGES_SITEMAP, ...Array.from({ length: pageCount }, (_, index) => index + 1)];
  return siteAnswer(200, XML_CONTENT_TYPE, sitemapIndexXml(files.map((file) => ({ loc: `${base}${sitemapFilePath(file)}` }))));
});

import { renderPage } from '@surplus/web/ssr';
import { siteUrl } from '../../lib/app-url';
import { pageData } from '../../answers/page-data';
import { pageTemplate } from '../../lib/page-template';
import { httpRoute } from '../../middleware/http-api';
import { HTML_CONTENT_TYPE, siteAnswer } from '../../middleware/site-responses';

/**
 * GET / and GET /{path+}: the web app's page at that path, server-rendered with its content where it is a public
 * page (404 for unknown paths and missing listings), the app's shell otherwise.
 */
export const handler = httpRoute({}, async (event) => {
  const url = event.rawQueryString ? `${event.rawPath}?${event.rawQueryString}` : event.rawPath;
  const [site, template] = await Promise.all([siteUrl(), pageTemplate()]);
  const page = await renderPage({ url, siteUrl: site, api: pageData, template });
  return siteAnswer(page.status, HTML_CONTENT_TYPE, page.html);
});

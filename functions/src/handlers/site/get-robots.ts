import { siteUrl } from '../../lib/app-url';
import { robotsTxt } from '../../lib/robots-txt';
import { httpRoute } from '../../middleware/http-api';
import { siteAnswer, TEXT_CONTENT_TYPE } from '../../middleware/site-responses';

/** GET /robots.txt: what crawlers may visit, and where the sitemap is. */
export const handler = httpRoute({}, async () => siteAnswer(200, TEXT_CONTENT_TYPE, robotsTxt(await siteUrl())));

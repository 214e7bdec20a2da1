import { handler as getRobots } from '../handlers/site/get-robots';
import { handler as getSitemapIndex } from '../handlers/site/get-sitemap-index';
import { handler as getSitemapPage } from '../handlers/site/get-sitemap-page';
import { handler as renderPage } from '../handlers/site/render-page';
import { httpRouter } from '../router/http-router';

/** The site function: the site: rendered pages, robots.txt, sitemaps (routes.ts). */
export const handler = httpRouter('site', {
  'site/get-robots': getRobots,
  'site/get-sitemap-index': getSitemapIndex,
  'site/get-sitemap-page': getSitemapPage,
  'site/render-page': renderPage,
});

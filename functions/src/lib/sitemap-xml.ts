/**
 * Sitemaps as the sitemaps.org protocol (0.9) writes them: a sitemap index naming the sitemap files, and
 * files of up to 50,000 URLs each. Every text is XML-escaped; lastmod is a W3C datetime in UTC.
 */
export const SITEMAP_MAX_URLS = 50_000;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface SitemapLink {
  loc: string;
  /** Any date Date.parse reads; left out when absent or unreadable. */
  lastmod?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 does not allow at all (controls other than tab, LF and CR; lone surrogates; U+FFFE, U+FFFF).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: the five special characters escaped, forbidden ones dropped. */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** A W3C datetime to the second in UTC (`2026-06-01T12:30:05Z`), or undefined for an unreadable date. */
export function w3cDatetime(value: string | Date): string | undefined {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entry(element: 'url' | 'sitemap', link: SitemapLink): string {
  const lastmod = link.lastmod === undefined ? undefined : w3cDatetime(link.lastmod);
  return `<${element}><loc>${escapeXml(link.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${element}>`;
}

function xmlDocument(root: 'urlset' | 'sitemapindex', element: 'url' | 'sitemap', links: readonly SitemapLink[]): string {
  if (links.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A ${root} holds at most ${SITEMAP_MAX_URLS} entries, not ${links.length}`);
  }
  return [DECLARATION, `<${root} xmlns="${NAMESPACE}">`, ...links.map((link) => entry(element, link)), `</${root}>`, ''].join('\n');
}

/** One sitemap file: the pages to crawl. */
export const urlsetXml = (urls: readonly SitemapLink[]) => xmlDocument('urlset', 'url', urls);

/** The sitemap index: the sitemap files. */
export const sitemapIndexXml = (sitemaps: readonly SitemapLink[]) => xmlDocument('sitemapindex', 'sitemap', sitemaps);

/** The site's base URL without a trailing slash, so paths join it as `${base}/path`. */
export const siteBase = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The file of the public pages (home, categories, businesses); listing pages are numbered from 1. */
export const PAGES_SITEMAP = 'pages';
export const sitemapFilePath = (file: typeof PAGES_SITEMAP | number) => `/sitemaps/${file}.xml`;

/** The sitemap a `/sitemaps/{file}` name asks for: 'pages', a page number, or null for anything else. */
export function parseSitemapFile(name: string): typeof PAGES_SITEMAP | number | null {
  if (name === `${PAGES_SITEMAP}.xml`) return PAGES_SITEMAP;
  const match = /^([1-9]\d{0,8})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

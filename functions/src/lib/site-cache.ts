/**
 * How long CloudFront keeps the site's answers (pages, robots.txt, sitemaps): a minute fresh, then served stale
 * for five more while one request refreshes it. Browsers keep nothing (no max-age, no Last-Modified), so a
 * listing edit shows on a reload within a minute. Every answer is the same for every visitor: one copy serves all.
 */
export const SITE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';

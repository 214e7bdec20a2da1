/**
 * How long CloudFront keeps the site's answers (pages, robots.txt, sitemaps): a minute fresh, then served stale
 * for five more while one request refreshes it. Browsers revalidate every time (max-age is 0), so a listing
 * edit shows on a reload within a minute. Every answer is the same for every visitor, so one copy serves all.
 */
export const SITE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

import { queryPages } from '../table/client';
import { lastIssuedId } from '../table/counters';
import { SITEMAP_PAGE_SIZE, sitemapPartition } from './keys';

/**
 * The listings a sitemap names, read from gsi6 (listings/keys.ts has the keys). Every listing carries its page's
 * partition, SITEMAP#<n>, derived from its serial id, and the index projects only id and lastUpdated. So the
 * sitemap never scans: the index of pages is one Get of the id counter, and page n is one Query of its own
 * partition (at most SITEMAP_PAGE_SIZE entries of about 100 bytes, whatever n is). Deleted listings leave
 * the index with their record; a page whose listings are all gone is empty, not missing.
 */
export interface SitemapEntry {
  id: number;
  lastUpdated: string;
}

/** The number of sitemap pages: enough for every id issued so far. */
export async function sitemapPageCount(): Promise<number> {
  return Math.ceil((await lastIssuedId('nextItemId')) / SITEMAP_PAGE_SIZE);
}

/** The listings of page `page`, by id, one Query response (up to 1 MB) at a time. */
export async function* sitemapEntries(page: number): AsyncGenerator<SitemapEntry[]> {
  const pages = queryPages<SitemapEntry>({
    IndexName: 'gsi6',
    KeyConditionExpression: 'gsi6pk = :page',
    ExpressionAttributeValues: { ':page': sitemapPartition(page) },
    ProjectionExpression: 'id, lastUpdated',
  });
  for await (const entries of pages) yield entries.map((entry) => ({ id: Number(entry.id), lastUpdated: String(entry.lastUpdated) }));
}

import { describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryItem } from '@surplus/shared';
import { SITEMAP_PAGE_SIZE, itemKey } from '@surplus/functions/data/listings/keys';
import { TABLE_NAME } from '../../src/runtime';
import { dataLayer } from '../support/data-layer';
import { createItem, newClient, signedInBusiness } from '../support/fixtures';

const SITE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const visitor = newClient();
const site = () => inject('baseUrl');

/** The W3C datetime the sitemap gives a listing's lastUpdated (to the second, UTC). */
const lastmodOf = (item: InventoryItem) => new Date(item.lastUpdated).toISOString().replace(/\.\d{3}Z$/, 'Z');

const ESCAPED_TEXT = `(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)*`;
const W3C_DATETIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z';

/**
 * The entries of a sitemap document, after checking that the whole document has the protocol's shape (declaration,
 * root element in the sitemap namespace, and nothing but loc and lastmod entries, escaped text in each).
 */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex'): { loc: string; lastmod?: string }[] {
  const element = root === 'urlset' ? 'url' : 'sitemap';
  const entry = `<${element}><loc>${ESCAPED_TEXT}</loc>(?:<lastmod>${W3C_DATETIME}</lastmod>)?</${element}>\\n`;
  expect(xml).toMatch(new RegExp(`^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${root} xmlns="${NAMESPACE}">\\n(?:${entry})*</${root}>\\n$`));
  return [...xml.matchAll(new RegExp(`<${element}><loc>(${ESCAPED_TEXT})</loc>(?:<lastmod>(${W3C_DATETIME})</lastmod>)?</${element}>`, 'g'))].map(
    ([, loc, lastmod]) => ({ loc: loc!, ...(lastmod ? { lastmod } : {}) }),
  );
}

async function getXml(path: string, root: 'urlset' | 'sitemapindex') {
  const response = await visitor.get(path);
  expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
  return entriesOf(response.text, root);
}

/** The sitemap files the index names, as paths. */
async function sitemapFiles(): Promise<string[]> {
  const files = await getXml('/sitemap.xml', 'sitemapindex');
  for (const file of files) expect(file.loc.startsWith(`${site()}/sitemaps/`), file.loc).toBe(true);
  return files.map((file) => file.loc.slice(site().length));
}

const pageOf = (id: number) => `/sitemaps/${Math.ceil(id / SITEMAP_PAGE_SIZE)}.xml`;
const listingEntry = async (item: InventoryItem) =>
  (await getXml(pageOf(item.id), 'urlset')).find((entry) => entry.loc === `${site()}/item/${item.id}`);

describe('robots.txt', () => {
  it('lets crawlers into the public pages, keeps them out of the API and the signed-in pages, and names the sitemap', async () => {
    const response = await visitor.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/auth', '/my-inventory', '/add-inventory', '/saved', '/account', '/inbox', '/deals', '/notifications', '/forgot-password', '/reset-password', '/unsubscribe'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${site()}/sitemap.xml`]);
  });
});

describe('sitemap', () => {
  it('is an index of the public pages file and the listing pages, whose page names a new listing with its lastmod', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);

    const files = await sitemapFiles();
    expect(files[0]).toBe('/sitemaps/pages.xml');
    expect(files.slice(1)).toEqual(Array.from({ length: files.length - 1 }, (_, index) => `/sitemaps/${index + 1}.xml`));
    expect(files).toContain(pageOf(item.id));
    expect(await listingEntry(item)).toEqual({ loc: `${site()}/item/${item.id}`, lastmod: lastmodOf(item) });

    // An edit moves lastmod.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await client.put<InventoryItem>(`/api/inventory/${item.id}`, { quantity: 5 });
    expect(edited.status, edited.text).toBe(200);
    expect(lastmodOf(edited.json)).not.toBe(lastmodOf(item));
    expect(await listingEntry(edited.json)).toEqual({ loc: `${site()}/item/${item.id}`, lastmod: lastmodOf(edited.json) });
  });

  it('lists each listing once, by id, on the page its id falls in', async () => {
    const { client } = await signedInBusiness();
    const items = [await createItem(client), await createItem(client, { category: 'part' })];
    const entries = await getXml(pageOf(items[1]!.id), 'urlset');
    const ids = entries.map((entry) => Number(entry.loc.slice(`${site()}/item/`.length)));
    expect(ids.every((id) => Number.isInteger(id) && pageOf(id) === pageOf(items[1]!.id))).toBe(true);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    for (const item of items) expect(ids).toContain(item.id);
  });

  it('starts a new page when ids pass a page, and lists it in the index', async () => {
    await dataLayer();
    const { reserveIds } = await import('@surplus/functions/data/table/counters');
    const { client } = await signedInBusiness();
    const before = await createItem(client);
    // Skip to the last id of the page: the next listing is the first of the next page.
    const toPageEnd = Math.ceil(before.id / SITEMAP_PAGE_SIZE) * SITEMAP_PAGE_SIZE - before.id;
    if (toPageEnd > 0) await reserveIds('nextItemId', toPageEnd);
    const after = await createItem(client);
    expect(after.id % SITEMAP_PAGE_SIZE).toBe(1);

    const files = await sitemapFiles();
    expect(files.at(-1)).toBe(pageOf(after.id));
    expect(files).toContain(pageOf(before.id));
    expect(await listingEntry(after)).toEqual({ loc: `${site()}/item/${after.id}`, lastmod: lastmodOf(after) });
    expect(await listingEntry(before)).toEqual({ loc: `${site()}/item/${before.id}`, lastmod: lastmodOf(before) });
    expect((await getXml(pageOf(after.id), 'urlset')).map((entry) => entry.loc)).toEqual([`${site()}/item/${after.id}`]);
  });

  it('names the home and category pages once, and the businesses that have listings', async () => {
    const seller = await signedInBusiness();
    await createItem(seller.client);
    const idle = await signedInBusiness();
    const locs = (await getXml('/sitemaps/pages.xml', 'urlset')).map((entry) => entry.loc);
    for (const path of ['/', '/doors', '/parts']) expect(locs.filter((loc) => loc === `${site()}${path}`)).toHaveLength(1);
    expect(locs).toContain(`${site()}/business/${seller.user.id}`);
    expect(locs).not.toContain(`${site()}/business/${idle.user.id}`);
    expect(locs.filter((loc) => loc.includes('/item/'))).toEqual([]);
  });

  it('drops a deleted listing', async () => {
    const { client } = await signedInBusiness();
    const kept = await createItem(client);
    const deleted = await createItem(client);
    expect(await listingEntry(deleted)).toBeDefined();
    expect((await client.delete(`/api/inventory/${deleted.id}`)).status).toBe(200);
    expect(await listingEntry(deleted)).toBeUndefined();
    expect(await listingEntry(kept)).toBeDefined();
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    const files = await sitemapFiles();
    const past = `${files.length}.xml`; // pages.xml and pages 1..n: page n+1 is past the last
    for (const name of ['0.xml', '01.xml', '-1.xml', 'pages', '1', '1.xml.gz', 'abc.xml', past, '99999999999999999999.xml']) {
      const response = await visitor.get(`/sitemaps/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type'), name).toMatch(/^text\/plain/);
    }
  });

  it('comes back for a listing written before the index once npm run reindex has run', async () => {
    const { db, reindexSearch } = await dataLayer();
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    // As a listing stored before gsi6 existed: without the index's keys.
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: itemKey(item.id), UpdateExpression: 'REMOVE gsi6pk, gsi6sk' }));
    expect(await listingEntry(item)).toBeUndefined();
    await reindexSearch(() => {});
    expect(await listingEntry(item)).toEqual({ loc: `${site()}/item/${item.id}`, lastmod: lastmodOf(item) });
  }, 120_000);
});

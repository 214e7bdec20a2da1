import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { imageVariantUrl, type ImageUploadResponse, type InventoryItem } from '@surplus/shared';
import { createItem, imageForm, pngBytes, rawGet, signedInBusiness, uniqueWord } from '../support/fixtures';

// The public pages as a crawler or a link preview gets them: plain requests, no JavaScript.
const SITE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
const HTML = 'text/html; charset=utf-8';
const REPO_ROOT = new URL('../../../', import.meta.url);
const site = () => inject('baseUrl');
const HOSTILE = '</script><script>alert(1)</script>';

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function getPage(path: string): Promise<Page> {
  const response = await fetch(new URL(path, site()), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function okPage(path: string): Promise<Page> {
  const page = await getPage(path);
  expect(page.status, `${path}: ${page.html.slice(0, 300)}`).toBe(200);
  expect(page.headers.get('content-type'), path).toBe(HTML);
  expect(page.headers.get('cache-control'), path).toBe(SITE_CACHE_CONTROL);
  return page;
}

/** The rendered markup: what is in #root, without the head and the data block. */
function bodyOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  expect(start, 'no #root').toBeGreaterThan(-1);
  expect(end, 'no ssr-state').toBeGreaterThan(start);
  return html.slice(start, end);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The text a reader sees in the rendered markup: tags and React's text separators out, entities decoded. */
const textOf = (html: string) => decode(bodyOf(html).replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '));

/** Whether the page links to `path` (a plain <a href>, followed without JavaScript). */
const linksTo = (html: string, path: string) => new RegExp(`<a [^>]*href="${path}"`).test(bodyOf(html));

const decode = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

function title(html: string): string {
  const titles = [...headOf(html).matchAll(/<title>([\s\S]*?)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decode(titles[0]![1]!);
}

/** The content of a <meta> (by name or property) or the href of a <link rel>, decoded; each must appear once. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string {
  const found = [...headOf(html).matchAll(new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'))];
  expect(found, `${attribute}=${key}`).toHaveLength(1);
  return decode(found[0]![1]!);
}

function canonical(html: string): string {
  const found = [...headOf(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)];
  expect(found).toHaveLength(1);
  return decode(found[0]![1]!);
}

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as JsonLd);

interface DehydratedQuery {
  queryKey: unknown[];
  state: { data: unknown; status: string; error: unknown };
}

function ssrState(html: string): { queries: DehydratedQuery[] } {
  const blocks = [...html.matchAll(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as { queries: DehydratedQuery[] };
}

/** What differs between two renders of the same data: when the queries were answered and dehydrated. */
const withoutTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

async function uploadImage(client: Awaited<ReturnType<typeof signedInBusiness>>['client']): Promise<string> {
  const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
  expect([200, 201], upload.text).toContain(upload.status);
  return upload.json.url;
}

/** Retries `read` until `check` holds (a listing reaches lists and search within the stream's 2 s at most). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const LOCATION = 'Fargo, ND';
let seller: Awaited<ReturnType<typeof signedInBusiness>>;
let word: string;
/** A door with a photo, and a part without one. */
let door: InventoryItem;
let part: InventoryItem;

beforeAll(async () => {
  // The api project's global setup does not build the web app (npm test does, before vitest): build it when it is missing.
  if (!existsSync(new URL('web/dist/index.html', REPO_ROOT))) {
    execFileSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  word = uniqueWord('ssr');
  seller = await signedInBusiness({ location: LOCATION });
  door = await createItem(seller.client, {
    name: `Rendered ${word} insulated door`,
    description: 'Steel roll-up door, 3 m by 3 m, light scratches',
    quantity: 3,
    imageUrl: await uploadImage(seller.client),
    doorType: 'rolling-steel',
    widthIn: 120,
    heightIn: 118,
    insulated: true,
  });
  part = await createItem(seller.client, {
    category: 'part',
    name: `Rendered ${word} torsion spring`,
    description: 'One spring',
    quantity: 1,
    partType: 'spring',
    fitsWidthIn: 120,
  });
}, 180_000);

describe('a listing page', () => {
  it('carries the listing in its markup: name, quantity, business and location', async () => {
    const body = textOf((await okPage(`/item/${door.id}`)).html);
    expect(body).toContain(door.name);
    expect(body).toContain('3 units available');
    expect(body).toContain(seller.fields.businessName);
    expect(body).toContain(LOCATION);
    expect(body).toContain(door.description);
  });

  it('names the listing, its quantity, location and business in the title and description', async () => {
    const { html } = await okPage(`/item/${door.id}`);
    for (const text of [title(html), metaContent(html, 'name', 'description'), metaContent(html, 'property', 'og:title'), metaContent(html, 'property', 'og:description')]) {
      expect(text).toContain(door.name);
      expect(text).toContain('3 units');
      expect(text).toContain(LOCATION);
      expect(text).toContain(seller.fields.businessName);
    }
    expect(title(html)).toBe(metaContent(html, 'property', 'og:title'));
    expect(metaContent(html, 'name', 'description')).toBe(metaContent(html, 'property', 'og:description'));
  });

  it('has absolute canonical and Open Graph URLs, the display image as og:image and a large-image Twitter card', async () => {
    const { html } = await okPage(`/item/${door.id}`);
    const url = `${site()}/item/${door.id}`;
    expect(canonical(html)).toBe(url);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toBe(`${site()}${imageVariantUrl(door.imageUrl!, 'display')}`);
    expect(image).toMatch(/^http:\/\/[^/]+\/uploads\/display\/[^/]+\.webp$/);
    // The variant is made after the upload (the S3 event): it is there within seconds.
    const answer = await eventually(() => fetch(image), (response) => response.status === 200);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
  });

  it('falls back to the site image when the listing has none', async () => {
    const { html } = await okPage(`/item/${part.id}`);
    const image = metaContent(html, 'property', 'og:image');
    expect(image).toBe(`${site()}/og-image.png`);
    // The default image is a file of the web build (web/public/og-image.png), not the 404 page.
    const answer = await fetch(image);
    expect(answer.status, 'GET /og-image.png').toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });

  it('describes the listing as a JSON-LD Product with an in-stock, used-condition offer, and a breadcrumb trail', async () => {
    const { html } = await okPage(`/item/${door.id}`);
    const documents = jsonLd(html);
    const url = `${site()}/item/${door.id}`;
    const product = documents.find((document) => document['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      sku: door.itemId,
      name: door.name,
      description: door.description,
      image: `${site()}${imageVariantUrl(door.imageUrl!, 'display')}`,
      offers: {
        '@type': 'Offer',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { name: seller.fields.businessName },
      },
      width: { '@type': 'QuantitativeValue', value: 120, unitCode: 'INH' },
      height: { '@type': 'QuantitativeValue', value: 118, unitCode: 'INH' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Door type', value: 'rolling-steel' },
        { '@type': 'PropertyValue', name: 'Insulated', value: true },
      ],
    });
    const breadcrumbs = documents.find((document) => document['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toMatchObject({
      '@context': 'https://schema.org',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site()}/` },
        { '@type': 'ListItem', position: 2, name: 'Doors', item: `${site()}/doors` },
        { '@type': 'ListItem', position: 3, name: door.name, item: url },
      ],
    });

    // A part without a photo: its trail goes through Parts and its Product image is the site's.
    const partDocuments = jsonLd((await okPage(`/item/${part.id}`)).html);
    expect(partDocuments.find((document) => document['@type'] === 'Product')).toMatchObject({
      sku: part.itemId,
      name: part.name,
      image: `${site()}/og-image.png`,
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Part type', value: 'spring' },
        { '@type': 'PropertyValue', name: 'Fits door width', value: 120, unitCode: 'INH' },
      ],
    });
    expect(partDocuments.find((document) => document['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Parts', item: `${site()}/parts` }, { name: part.name, item: `${site()}/item/${part.id}` }],
    });
  });

  it('comes with its data for the browser: the listing in the ssr-state block, and the visitor signed out', async () => {
    const { queries } = ssrState((await okPage(`/item/${door.id}`)).html);
    const listing = queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['inventory', 'item', door.id]));
    expect(listing?.state.status).toBe('success');
    expect(listing?.state.data).toEqual(door);
    expect(queries.find((query) => JSON.stringify(query.queryKey) === '["user"]')?.state.data).toBeNull();
  });
});

describe('the list pages', () => {
  it('/ shows the newest listings with links to them, and its search from the URL', async () => {
    const home = await eventually(() => okPage('/'), (page) => linksTo(page.html, `/item/${part.id}`));
    const body = textOf(home.html);
    expect(body).toContain(part.name);
    expect(body).toContain(door.name);
    expect(linksTo(home.html, `/item/${part.id}`), 'link to the part').toBe(true);
    expect(linksTo(home.html, `/item/${door.id}`), 'link to the door').toBe(true);
    expect(canonical(home.html)).toBe(`${site()}/`);
    expect(metaContent(home.html, 'property', 'og:type')).toBe('website');

    const search = await eventually(() => okPage(`/?q=${word}`), (page) => linksTo(page.html, `/item/${door.id}`));
    const results = textOf(search.html);
    expect(results).toContain(door.name);
    expect(results).toContain(part.name);
    expect(linksTo(search.html, `/item/${door.id}`), 'link to the match').toBe(true);
    expect(canonical(search.html)).toBe(`${site()}/?q=${word}`);
    expect(title(search.html)).toContain(word);
    // Only the matches: a listing without the word is not on the page.
    const other = await createItem(seller.client, { name: `Unrelated ${uniqueWord('other')} door` });
    const again = textOf((await okPage(`/?q=${word}`)).html);
    expect(again).not.toContain(other.name);
  });

  it('/doors shows the newest door with a link to it, and its breadcrumb trail', async () => {
    const fresh = await createItem(seller.client, { name: `Rendered ${uniqueWord('newest')} sectional door` });
    const doors = await eventually(() => okPage('/doors'), (page) => textOf(page.html).includes(fresh.name));
    const body = textOf(doors.html);
    expect(body).toContain(fresh.name);
    expect(body).not.toContain(part.name);
    expect(canonical(doors.html)).toBe(`${site()}/doors`);
    expect(jsonLd(doors.html).find((document) => document['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${site()}/` },
        { position: 2, name: 'Doors Inventory', item: `${site()}/doors` },
      ],
    });
    // A crawler, or a visitor without script, follows the category page to its listings.
    expect(linksTo(doors.html, `/item/${fresh.id}`), `no <a href="/item/${fresh.id}"> on /doors`).toBe(true);
  });

  it('/business/{id} shows the business with its listings', async () => {
    const { html } = await okPage(`/business/${seller.user.id}`);
    const body = textOf(html);
    expect(body).toContain(seller.fields.businessName);
    expect(body).toContain(LOCATION);
    expect(body).toContain(door.name);
    expect(title(html)).toContain(seller.fields.businessName);
    expect(canonical(html)).toBe(`${site()}/business/${seller.user.id}`);
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
  });
});

describe('pages that are not there', () => {
  it.each([
    ['/item/99999999', 'Item not found'],
    ['/item/abc', 'Item not found'],
    ['/no-such-page', '404 Page Not Found'],
    ['/business/99999999', 'Business not found'],
  ])('%s answers 404 with the not-found page', async (path, text) => {
    const page = await getPage(path);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe(HTML);
    expect(textOf(page.html)).toContain(text);
    // Not for search engines: no canonical, noindex instead.
    expect(headOf(page.html)).not.toContain('rel="canonical"');
    expect(metaContent(page.html, 'name', 'robots')).toBe('noindex');
    ssrState(page.html);
  });

  it('a deleted listing answers 404', async () => {
    const gone = await createItem(seller.client, { name: `Rendered ${uniqueWord('gone')} door` });
    await okPage(`/item/${gone.id}`);
    expect((await seller.client.delete(`/api/inventory/${gone.id}`)).status).toBe(200);
    const page = await getPage(`/item/${gone.id}`);
    expect(page.status).toBe(404);
    expect(textOf(page.html)).toContain('Item not found');
  });
});

describe('the app pages', () => {
  it.each(['/auth', '/my-inventory'])('%s answers the app frame around a skeleton, without content or data', async (path) => {
    const page = await okPage(path);
    expect(page.html.includes('<div id="root">'), 'no #root').toBe(true);
    expect(page.html, 'no frame').toContain('aria-label="Main navigation"');
    expect(page.html, 'no skeleton').toContain('class="page-skeleton"');
    expect(page.html).toContain('<title>Surplus Doors Marketplace</title>');
    expect(page.html.includes('id="ssr-state"'), 'ssr-state in the shell').toBe(false);
    expect(page.html.includes('application/ld+json'), 'JSON-LD in the shell').toBe(false);
    expect(page.html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
  });
});

describe('headers and compression', () => {
  it('answers brotli to a browser that accepts it, decoding to the same page', async () => {
    const path = `/item/${door.id}`;
    const plain = await okPage(path);
    const compressed = await rawGet(site(), path, { 'accept-encoding': 'br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe(HTML);
    expect(compressed.headers['cache-control']).toBe(SITE_CACHE_CONTROL);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.body.length).toBeLessThan(Buffer.byteLength(plain.html) / 3);
    const html = brotliDecompressSync(compressed.body).toString('utf8');
    expect(withoutTimes(html)).toBe(withoutTimes(plain.html));

    // Without Accept-Encoding: the page as it is.
    const identity = await rawGet(site(), path);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(withoutTimes(identity.text)).toBe(withoutTimes(plain.html));
  });

  it('the 404 page has the site cache header too', async () => {
    const page = await getPage('/no-such-page');
    expect(page.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
  });

  it('serves the entry script the page names and the modules it starts with as immutable, compressed from 1,000 bytes', async () => {
    const { html } = await okPage('/');
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const entrySource = await rawGet(site(), entry!);
    expect(entrySource.status).toBe(200);
    expect(entrySource.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // main.tsx is small: it imports its steps (React, the theme, the app), statically or with import().
    const modules = [...new Set([...entrySource.text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map(([, file]) => `/assets/${file!}`))];
    expect(modules.length).toBeGreaterThan(2);
    let compressed = 0;
    for (const path of [entry!, ...modules]) {
      const plain = await rawGet(site(), path);
      const script = await rawGet(site(), path, { 'accept-encoding': 'br' });
      expect(script.status, path).toBe(200);
      expect(script.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(script.headers['content-type'], path).toBe('text/javascript; charset=utf-8');
      // As CloudFront: compressed from 1,000 bytes, smaller answers as they are.
      expect(script.headers['content-encoding'], path).toBe(plain.body.length >= 1_000 ? 'br' : undefined);
      if (script.headers['content-encoding'] === 'br') {
        expect(brotliDecompressSync(script.body).equals(plain.body), path).toBe(true);
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });
});

describe('styles', () => {
  const inlineCss = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');

  it.each([
    ['/doors', 16],
    ['/item/{id}', 8],
  ])("%s carries at most %i KB of inline style: MUI's classes are in the linked stylesheet, immutable and compressed", async (path, maxKb) => {
    const { html } = await okPage(path.replace('{id}', String(door.id)));
    expect(Buffer.byteLength(inlineCss(html))).toBeLessThanOrEqual(maxKb * 1024);

    const href = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html)?.[1];
    expect(href, 'no linked stylesheet').toBeDefined();
    const sheet = await rawGet(site(), href!, { 'accept-encoding': 'br' });
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers['content-encoding']).toBe('br');
    const linkedCss = brotliDecompressSync(sheet.body).toString('utf8');

    // Every Emotion class the markup names is styled: inline, or in the stylesheet (and listed for the browser's cache).
    const linked = new Set(/<style data-emotion="sd ([^"]*)" data-s=""><\/style>/.exec(html)?.[1]?.split(' '));
    expect(linked.size).toBeGreaterThan(20);
    const classes = new Set([...bodyOf(html).matchAll(/\bsd-([a-z0-9]+)\b/g)].map((match) => match[1]!));
    expect(classes.size).toBeGreaterThan(5);
    const inline = inlineCss(html);
    for (const id of classes) {
      const where = linked.has(id) ? linkedCss : inline;
      expect(where.includes(`.sd-${id}`), `sd-${id} is not styled`).toBe(true);
    }
  });
});

describe('the sitemap', () => {
  it('lists the new listing on one of its pages', async () => {
    const index = await getPage('/sitemap.xml');
    expect(index.status, index.html.slice(0, 300)).toBe(200);
    const files = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc!));
    expect(files.length).toBeGreaterThan(0);
    const pages = await Promise.all(
      files.map(async (file) => {
        expect(file.startsWith(`${site()}/`), file).toBe(true);
        const response = await fetch(file);
        expect(response.status, file).toBe(200);
        return response.text();
      }),
    );
    const entry = `<loc>${site()}/item/${door.id}</loc>`;
    expect(pages.filter((page) => page.includes(entry))).toHaveLength(1);
  });
});

describe('hostile listing text', () => {
  it('is escaped in the markup, the head tags, the JSON-LD and the data block', async () => {
    const name = `Evil ${HOSTILE} "quoted" 'single' door`;
    const description = `Desc ${HOSTILE} "q" & <img src=x onerror=alert(2)> <!-- comment`;
    const item = await createItem(seller.client, { name, description, itemId: `X"${uniqueWord('sku')}</script>` });
    const { html } = await okPage(`/item/${item.id}`);

    expect(html.toLowerCase().includes('<script>alert(1)'), 'unescaped <script>alert(1)').toBe(false);
    expect(html.includes('<img src=x'), 'unescaped <img').toBe(false);
    expect(html.includes('<!-- comment'), 'unescaped comment').toBe(false);
    // Every <script> the page opens is one the page means to have: the entry module, JSON-LD and the data block.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes!.trim());
    for (const attributes of scripts) expect(attributes).toMatch(/^(type="module" crossorigin src="\/assets\/[^"]+"|type="application\/ld\+json"|type="application\/json" id="ssr-state")$/);
    expect((html.match(/<\/script>/gi) ?? []).length).toBe(scripts.length);

    expect(title(html)).toContain(name);
    expect(metaContent(html, 'name', 'description')).toContain(name);
    const product = jsonLd(html).find((document) => document['@type'] === 'Product');
    expect(product).toMatchObject({ name, description, sku: item.itemId });
    expect(jsonLd(html).find((document) => document['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{}, {}, { name }] });
    const listing = ssrState(html).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['inventory', 'item', item.id]));
    expect(listing?.state.data).toMatchObject({ name, description, itemId: item.itemId });
    expect(textOf(html)).toContain(name);

    // The same listing on the home page's cards.
    const home = await eventually(() => okPage('/'), (page) => linksTo(page.html, `/item/${item.id}`));
    expect(home.html.toLowerCase().includes('<script>alert(1)'), 'unescaped <script>alert(1) on /').toBe(false);
    expect(home.html.includes('<img src=x'), 'unescaped <img on /').toBe(false);
    ssrState(home.html);
  });
});

describe('a visitor', () => {
  it('gets the same page whatever cookies it sends: nothing of a session is in a cached page', async () => {
    const signedIn = await fetch(new URL(`/item/${door.id}`, site()), { headers: { cookie: seller.client.cookieHeader() } });
    const html = await signedIn.text();
    expect(signedIn.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
    expect(ssrState(html).queries.find((query) => JSON.stringify(query.queryKey) === '["user"]')?.state.data).toBeNull();
    expect(withoutTimes(html)).toBe(withoutTimes((await okPage(`/item/${door.id}`)).html));
  });
});

// @vitest-environment jsdom
// jsdom's DOMParser is an XML parser that reports malformed documents, so every document here is checked as XML.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseSitemapFile,
  siteBase,
  sitemapFilePath,
  sitemapIndexXml,
  SITEMAP_MAX_URLS,
  urlsetXml,
  w3cDatetime,
} from '../src/lib/sitemap-xml';
import { itemIndexAttributes, SITEMAP_PAGE_SIZE, sitemapPageOf, sitemapPartition } from '../src/data/listings/keys';
import { createIndexInput, createTableInput, TABLE_INDEXES } from '../src/data/table/definition';
import { inventoryItem } from './support/inventory-item';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Lambda's largest synchronous answer. */
const LAMBDA_PAYLOAD_MAX = 6 * 1024 * 1024;

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), xml.slice(0, 500)).toHaveLength(0);
  return doc;
}
const texts = (doc: Document, tag: string) => [...doc.getElementsByTagNameNS(NAMESPACE, tag)].map((element) => element.textContent);

describe('sitemap XML', () => {
  it('writes a urlset in the sitemap namespace with each loc and its lastmod', () => {
    const xml = urlsetXml([
      { loc: 'https://doors.example/' },
      { loc: 'https://doors.example/item/7', lastmod: '2026-06-01T12:30:05.123Z' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parse(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(NAMESPACE);
    expect(texts(doc, 'loc')).toEqual(['https://doors.example/', 'https://doors.example/item/7']);
    expect(texts(doc, 'lastmod')).toEqual(['2026-06-01T12:30:05Z']);
    // lastmod belongs to its own url element.
    expect(doc.getElementsByTagNameNS(NAMESPACE, 'url')[0]!.getElementsByTagNameNS(NAMESPACE, 'lastmod')).toHaveLength(0);
  });

  it('writes a sitemap index of sitemap files', () => {
    const doc = parse(sitemapIndexXml([{ loc: 'https://doors.example/sitemaps/pages.xml' }, { loc: 'https://doors.example/sitemaps/1.xml' }]));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(NAMESPACE);
    expect(texts(doc, 'loc')).toEqual(['https://doors.example/sitemaps/pages.xml', 'https://doors.example/sitemaps/1.xml']);
    expect(doc.getElementsByTagNameNS(NAMESPACE, 'sitemap')).toHaveLength(2);
  });

  it('escapes the five special characters so any text reads back as it was', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    const loc = `https://doors.example/search?q=a&b=<x>&c="y"&d='z'`;
    expect(texts(parse(urlsetXml([{ loc }])), 'loc')).toEqual([loc]);
  });

  it('drops characters XML 1.0 forbids and keeps the rest of Unicode', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tline\nreturn\r')).toBe('tab\tline\nreturn\r');
    expect(escapeXml('Tür 🚪 ドア')).toBe('Tür 🚪 ドア');
  });

  it('escapes any text to character data that reads back exactly, minus forbidden characters', () => {
    const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    const unescape = (xml: string) => xml.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeXml(text);
        // Only entity references start with &, and no markup character or quote is left.
        expect(escaped).toMatch(/^(?:[^<>&"']|&(?:amp|lt|gt|quot|apos);)*$/);
        expect(escaped).not.toMatch(forbidden);
        expect(unescape(escaped)).toBe(text.replace(forbidden, ''));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('formats lastmod as a W3C datetime in UTC to the second', () => {
    expect(w3cDatetime('2026-06-01T12:30:05.123Z')).toBe('2026-06-01T12:30:05Z');
    expect(w3cDatetime('2026-06-01T14:30:05+02:00')).toBe('2026-06-01T12:30:05Z');
    expect(w3cDatetime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05Z');
    expect(w3cDatetime('not a date')).toBeUndefined();
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (date) => {
        expect(w3cDatetime(date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(Date.parse(w3cDatetime(date)!)).toBe(Math.floor(date.getTime() / 1000) * 1000);
      }),
    );
    // An unreadable date leaves lastmod out rather than writing a wrong one.
    expect(urlsetXml([{ loc: 'https://doors.example/item/1', lastmod: 'soon' }])).not.toContain('lastmod');
  });

  it('holds at most 50,000 entries per file, and 50,000 exactly', () => {
    const links = (count: number) => Array.from({ length: count }, (_, index) => ({ loc: `https://doors.example/item/${index + 1}` }));
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    // Counted in the text: parsing 50,000 elements in jsdom takes minutes.
    expect(urlsetXml(links(50_000)).match(/<url><loc>/g)).toHaveLength(50_000);
    expect(() => urlsetXml(links(50_001))).toThrow(RangeError);
    expect(() => sitemapIndexXml(links(50_001))).toThrow(RangeError);
  }, 30_000);
});

describe('sitemap pages of listings', () => {
  it('splits listing ids into pages of SITEMAP_PAGE_SIZE, within the 50,000 the protocol allows', () => {
    expect(SITEMAP_PAGE_SIZE).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect([1, SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE + 1, 2 * SITEMAP_PAGE_SIZE, 2 * SITEMAP_PAGE_SIZE + 1].map(sitemapPageOf)).toEqual([1, 1, 2, 2, 3]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (id) => {
        const page = sitemapPageOf(id);
        expect(id).toBeGreaterThan((page - 1) * SITEMAP_PAGE_SIZE);
        expect(id).toBeLessThanOrEqual(page * SITEMAP_PAGE_SIZE);
      }),
    );
  });

  it('keeps a full page of listings under Lambda\'s 6 MB answer, even on a long domain with 12-digit ids', () => {
    const base = `https://${'marketplace.'.repeat(8)}example.com`;
    const urls = Array.from({ length: SITEMAP_PAGE_SIZE }, () => ({ loc: `${base}/item/999999999999`, lastmod: '2026-06-01T12:30:05.123Z' }));
    const body = urlsetXml(urls);
    // The answer travels as JSON: the body string escaped, with headers around it.
    expect(Buffer.byteLength(JSON.stringify({ statusCode: 200, headers: {}, body })) + 4096).toBeLessThan(LAMBDA_PAYLOAD_MAX);
  }, 30_000);

  it('files every listing in the sparse sitemap index under its page, sorted by id', () => {
    const keys = [9, 10, SITEMAP_PAGE_SIZE + 1].map((id) => itemIndexAttributes(inventoryItem({ id })));
    expect(keys.map((key) => [key.gsi6pk, key.gsi6sk])).toEqual([
      ['SITEMAP#1', '000000000009'],
      ['SITEMAP#1', '000000000010'],
      ['SITEMAP#2', `${String(SITEMAP_PAGE_SIZE + 1).padStart(12, '0')}`],
    ]);
    expect(sitemapPartition(3)).toBe('SITEMAP#3');
  });

  it('defines gsi6 with only what a sitemap needs, for a new table and for one made before it', () => {
    const gsi6 = TABLE_INDEXES.find((index) => index.indexName === 'gsi6')!;
    const projection = { ProjectionType: 'INCLUDE', NonKeyAttributes: ['id', 'lastUpdated'] };
    expect(createTableInput('t').GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi6')?.Projection).toEqual(projection);
    expect(createTableInput('t').GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi1')?.Projection).toEqual({ ProjectionType: 'ALL' });
    expect(createIndexInput('t', gsi6)).toEqual({
      TableName: 't',
      AttributeDefinitions: [
        { AttributeName: 'gsi6pk', AttributeType: 'S' },
        { AttributeName: 'gsi6sk', AttributeType: 'S' },
      ],
      GlobalSecondaryIndexUpdates: [
        {
          Create: {
            IndexName: 'gsi6',
            KeySchema: [
              { AttributeName: 'gsi6pk', KeyType: 'HASH' },
              { AttributeName: 'gsi6sk', KeyType: 'RANGE' },
            ],
            Projection: projection,
          },
        },
      ],
    });
  });
});

describe('sitemap file names', () => {
  it('reads pages.xml and positive page numbers, and nothing else', () => {
    expect(parseSitemapFile('pages.xml')).toBe('pages');
    expect(parseSitemapFile('1.xml')).toBe(1);
    expect(parseSitemapFile('123456789.xml')).toBe(123456789);
    for (const name of ['0.xml', '01.xml', '-1.xml', '1', '1.xml.gz', '1.XML', '1.5.xml', '1234567890.xml', 'x.xml', '', 'pages', '../1.xml', '1.xml/'])
      expect(parseSitemapFile(name), name).toBeNull();
  });

  it('joins paths to the site URL with one slash', () => {
    expect(siteBase('https://doors.example/')).toBe('https://doors.example');
    expect(siteBase('http://localhost:3000')).toBe('http://localhost:3000');
    expect(sitemapFilePath(4)).toBe('/sitemaps/4.xml');
    expect(sitemapFilePath('pages')).toBe('/sitemaps/pages.xml');
  });
});

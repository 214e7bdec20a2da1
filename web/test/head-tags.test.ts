import { describe, expect, it } from 'vitest';
import type { ListingSpecs } from '@surplus/shared';
import { headTags, structuredData, type PageMeta } from '../src/ssr/head-tags';

const SITE = 'https://doors.example';

const listingMeta = (specs?: ListingSpecs): PageMeta => ({
  title: 'Sectional door',
  description: 'One sectional door',
  path: '/item/7',
  type: 'product',
  product: { sku: 'SD-1', name: 'Sectional door', description: 'White steel', seller: 'Acme Doors', quantity: 1, specs },
});

const productOf = (meta: PageMeta) => structuredData(meta, SITE).find((document) => (document as { '@type': string })['@type'] === 'Product') as Record<string, unknown>;

describe('JSON-LD of a listing', () => {
  it("gives a door's size as width and height in inches, and its other specs as properties", () => {
    const product = productOf(
      listingMeta({ doorType: 'sectional', widthIn: 144, heightIn: 168, material: 'steel', insulated: true, rValue: 16.5, color: 'White', windRated: false }),
    );
    expect(product.width).toEqual({ '@type': 'QuantitativeValue', value: 144, unitCode: 'INH' });
    expect(product.height).toEqual({ '@type': 'QuantitativeValue', value: 168, unitCode: 'INH' });
    expect(product.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Door type', value: 'sectional' },
      { '@type': 'PropertyValue', name: 'Material', value: 'steel' },
      { '@type': 'PropertyValue', name: 'Insulated', value: true },
      { '@type': 'PropertyValue', name: 'R-value', value: 16.5 },
      { '@type': 'PropertyValue', name: 'Color', value: 'White' },
      { '@type': 'PropertyValue', name: 'Wind rated', value: false },
    ]);
  });

  it("gives a part's door size as properties, not as the part's own width and height", () => {
    const product = productOf(listingMeta({ partType: 'spring', fitsWidthIn: 120, fitsHeightIn: 96 }));
    expect(product).not.toHaveProperty('width');
    expect(product).not.toHaveProperty('height');
    expect(product.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Part type', value: 'spring' },
      { '@type': 'PropertyValue', name: 'Fits door width', value: 120, unitCode: 'INH' },
      { '@type': 'PropertyValue', name: 'Fits door height', value: 96, unitCode: 'INH' },
    ]);
  });

  it('says nothing of specs a listing does not have', () => {
    for (const specs of [undefined, {}]) {
      const product = productOf(listingMeta(specs));
      expect(Object.keys(product)).toEqual(['@context', '@type', 'sku', 'name', 'description', 'image', 'url', 'offers']);
    }
    expect(productOf(listingMeta({ widthIn: 96 }))).toMatchObject({ width: { value: 96 } });
    expect(productOf(listingMeta({ widthIn: 96 }))).not.toHaveProperty('additionalProperty');
  });

  it('writes the specs into the head as JSON that no text can break out of', () => {
    const head = headTags(listingMeta({ color: '</script><b>', widthIn: 96 }), SITE);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({ width: { value: 96 }, additionalProperty: [{ name: 'Color', value: '</script><b>' }] });
  });
});

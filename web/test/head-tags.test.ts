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

describe('the Offer of a listing', () => {
  const offerOf = (product: Partial<NonNullable<PageMeta['product']>>) => {
    const meta = listingMeta();
    return productOf({ ...meta, product: { ...meta.product!, ...product } }).offers as Record<string, unknown>;
  };

  it('gives a fixed or negotiable unit price in US dollars with two decimals', () => {
    expect(offerOf({ priceMode: 'fixed', unitPriceCents: 12_000, availableQuantity: 1 })).toMatchObject({ price: '120.00', priceCurrency: 'USD' });
    expect(offerOf({ priceMode: 'negotiable', unitPriceCents: 125_005 })).toMatchObject({ price: '1250.05', priceCurrency: 'USD' });
    expect(offerOf({ priceMode: 'fixed', unitPriceCents: 99 })).toMatchObject({ price: '0.99' });
  });

  it('gives a free listing the price 0, and a listing on request none', () => {
    expect(offerOf({ priceMode: 'free' })).toMatchObject({ price: '0', priceCurrency: 'USD' });
    for (const product of [{ priceMode: 'on-request' as const }, {}]) {
      const offer = offerOf(product);
      expect(offer).not.toHaveProperty('price');
      expect(offer).not.toHaveProperty('priceCurrency');
    }
  });

  it('is in stock while a unit is not on hold, and out of stock when all are', () => {
    expect(offerOf({ quantity: 5, availableQuantity: 2 })).toMatchObject({
      availability: 'https://schema.org/InStock',
      inventoryLevel: { '@type': 'QuantitativeValue', value: 2 },
    });
    expect(offerOf({ quantity: 5, availableQuantity: 0 })).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    // Without the figure (an answer from before holds), the quantity is what is available.
    expect(offerOf({ quantity: 1 })).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('writes the offer into the page head', () => {
    const head = headTags({ ...listingMeta(), product: { ...listingMeta().product!, priceMode: 'fixed', unitPriceCents: 4_500, availableQuantity: 1 } }, SITE);
    const product = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '{}');
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '45.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition' });
  });
});

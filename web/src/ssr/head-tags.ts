import { CURRENCY, DEFAULT_PRICE_MODE, isPriced, type ListingSpecs, type PriceMode } from '@surplus/shared';

/** What a page says about itself to search engines and link previews. Paths are the site's; URLs come out absolute. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path and query of the page. */
  path: string;
  type: 'website' | 'product' | 'profile';
  /** The page's picture (a listing's display image); the site's default image otherwise. */
  image?: string;
  breadcrumbs?: { name: string; path: string }[];
  product?: ProductMeta;
  noIndex?: boolean;
}

/** A listing as its Product tells it: what it asks (`unitPriceCents` for fixed and negotiable) and what is left to reserve. */
export interface ProductMeta {
  sku: string;
  name: string;
  description: string;
  seller: string;
  quantity: number;
  /** Units not on hold; the quantity when not given. */
  availableQuantity?: number;
  priceMode?: PriceMode;
  unitPriceCents?: number;
  specs?: ListingSpecs;
}

const DEFAULT_IMAGE = '/og-image.png';

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Inches as schema.org names units (UN/CEFACT common code). */
const INCH = 'INH';
const inches = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: INCH });

const PROPERTY_NAMES = {
  doorType: 'Door type',
  material: 'Material',
  insulated: 'Insulated',
  rValue: 'R-value',
  color: 'Color',
  windRated: 'Wind rated',
  partType: 'Part type',
} as const satisfies Partial<Record<keyof ListingSpecs, string>>;

/**
 * A listing's specs in a Product: a door's size as its width and height, the rest (a part's door size
 * included: it is not the part's own size) as additionalProperty.
 */
function productSpecs(specs: ListingSpecs): object {
  const properties: object[] = Object.entries(PROPERTY_NAMES).flatMap(([field, name]) => {
    const value = specs[field as keyof typeof PROPERTY_NAMES];
    return value == null ? [] : [{ '@type': 'PropertyValue', name, value }];
  });
  if (specs.fitsWidthIn != null) properties.push({ '@type': 'PropertyValue', name: 'Fits door width', value: specs.fitsWidthIn, unitCode: INCH });
  if (specs.fitsHeightIn != null) properties.push({ '@type': 'PropertyValue', name: 'Fits door height', value: specs.fitsHeightIn, unitCode: INCH });
  return {
    ...(specs.widthIn != null ? { width: inches(specs.widthIn) } : {}),
    ...(specs.heightIn != null ? { height: inches(specs.heightIn) } : {}),
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
  };
}

/** Cents as schema.org's Offer writes a price: dollars with two decimals, '120.00'. */
const offerPrice = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The Offer of a listing: its unit price in US dollars when it has one (fixed or negotiable), 0 when free and none
 * on request; in stock while any unit is not on hold.
 */
function productOffer(product: ProductMeta, url: string): object {
  const mode = product.priceMode ?? DEFAULT_PRICE_MODE;
  const price =
    isPriced(mode) && product.unitPriceCents !== undefined
      ? { price: offerPrice(product.unitPriceCents), priceCurrency: CURRENCY }
      : mode === 'free'
        ? { price: '0', priceCurrency: CURRENCY }
        : {};
  const available = product.availableQuantity ?? product.quantity;
  return {
    '@type': 'Offer',
    url,
    ...price,
    availability: available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/UsedCondition',
    inventoryLevel: { '@type': 'QuantitativeValue', value: available },
    seller: { '@type': 'Organization', name: product.seller },
  };
}

/** The JSON-LD documents of a page: a Product for a listing, a BreadcrumbList where the page has a trail. */
export function structuredData(meta: PageMeta, siteUrl: string): object[] {
  const url = (path: string) => new URL(path, siteUrl).href;
  const documents: object[] = [];
  if (meta.product) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: meta.product.sku,
      name: meta.product.name,
      description: meta.product.description,
      image: url(meta.image ?? DEFAULT_IMAGE),
      url: url(meta.path),
      ...(meta.product.specs ? productSpecs(meta.product.specs) : {}),
      offers: productOffer(meta.product, url(meta.path)),
    });
  }
  if (meta.breadcrumbs) {
    documents.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
    });
  }
  return documents;
}

/** The <head> tags of a page: title, description, canonical link, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const url = (path: string) => escapeHtml(new URL(path, siteUrl).href);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noIndex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url(meta.path)}" />`,
    property('og:site_name', 'Surplus Doors Marketplace'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    `<meta property="og:url" content="${url(meta.path)}" />`,
    property('og:type', meta.type),
    `<meta property="og:image" content="${url(meta.image ?? DEFAULT_IMAGE)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    ...structuredData(meta, siteUrl).map((document) => `<script type="application/ld+json">${scriptJson(document)}</script>`),
  ];
  return tags.join('\n    ');
}

/** The <head> tags of a page only the browser renders: index.html's own title and description. */
export function shellHead(templateHtml: string): string {
  return [/<title>[\s\S]*?<\/title>/, /<meta name="description"[^>]*>/].map((tag) => tag.exec(templateHtml)?.[0] ?? '').filter(Boolean).join('\n    ');
}

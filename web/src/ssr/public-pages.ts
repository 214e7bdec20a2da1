import { apiErrorStatus, CATEGORIES, imageVariantUrl, isPriced, parseId, priceLabel, UPLOADS_PREFIX, type BusinessProfile, type Category, type ImageVariant, type InventoryItem, type ItemPage } from '@surplus/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiGetRequest } from '../api/client';
import type { ListParams } from '../api/query-keys';
import { PUBLIC_PATHS } from '../app/route-paths';
import { businessPath, businessQueryOptions } from '../features/business/api/get-business';
import { businessListParams } from '../features/business/business-list';
import { homeListParams } from '../features/home/home-list';
import { businessImpactPath, businessImpactQueryOptions } from '../features/impact/api/get-business-impact';
import { MARKETPLACE_IMPACT_PATH, marketplaceImpactQueryOptions } from '../features/impact/api/get-marketplace-impact';
import { itemPath, itemQueryOptions } from '../features/inventory/api/get-item';
import { STATS_PATH, statsQueryOptions } from '../features/inventory/api/get-stats';
import { listPageQueryOptions, listPageRequest } from '../features/inventory/api/list-page';
import { categoryListParams } from '../features/inventory/category-list';
import { displayItemId, unitsLabel } from '../lib/format';
import { listUrlSearch, parseListUrl, type ListUrlState } from '../lib/list-url';
import { imagePath, imageQueryOptions } from '../api/get-image';
import type { PageMeta } from './head-tags';

/** A GET of the API answered on the server: its JSON, or the ApiError the browser's API client would raise. */
export type ServerApi = (request: ApiGetRequest) => Promise<unknown>;

export interface PageContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  queryClient: QueryClient;
  api: ServerApi;
}

export interface PublicPage {
  /** Puts the page's data into the query cache under the keys its components read; answers status and head. */
  load(context: PageContext): Promise<PageMeta & { status: number }>;
}

const SITE_NAME = 'Surplus Doors Marketplace';
const MAX_DESCRIPTION = 200;

const clip = (text: string) => (text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text);

async function seed<T>(context: PageContext, options: { queryKey: readonly unknown[] }, request: ApiGetRequest): Promise<T | undefined> {
  await context.queryClient.prefetchQuery({ queryKey: options.queryKey, queryFn: () => context.api(request) });
  return context.queryClient.getQueryData<T>(options.queryKey);
}

const isNotFound = (context: PageContext, queryKey: readonly unknown[]) =>
  apiErrorStatus(context.queryClient.getQueryState(queryKey)?.error) === 404;

/** The first list page a URL shows, when its cursor is known (a bare `page=N` is found by the browser). */
async function seedList(context: PageContext, params: ListParams, state: ListUrlState): Promise<ItemPage | undefined> {
  if (state.page > 1 && !state.cursor) return undefined;
  const cursor = state.page > 1 ? state.cursor : undefined;
  return seed<ItemPage>(context, listPageQueryOptions(params, cursor), listPageRequest(params, cursor));
}

/** The cards above the fold of the home page (one column on a phone, three on a laptop). */
const CARDS_WITH_PICTURES = 3;

/** A list page's own URL: its path and the list state, defaults left out. */
const listPath = (path: string, state: ListUrlState) => {
  const query = listUrlSearch(state).toString();
  return query ? `${path}?${query}` : path;
};

const searchTitle = (state: ListUrlState, title: string) => (state.q.trim() ? `"${state.q.trim()}" in ${title}` : title);

const home: PublicPage = {
  async load(context) {
    const state = parseListUrl(context.search);
    const params = homeListParams(state, false);
    const [, page] = await Promise.all([
      seed(context, statsQueryOptions(), { path: STATS_PATH }),
      seedList(context, params, state),
      seed(context, marketplaceImpactQueryOptions(), { path: MARKETPLACE_IMPACT_PATH }),
    ]);
    // The first cards' pictures come with the page: on a phone the first one is the largest paint.
    await Promise.all((page?.items ?? []).slice(0, CARDS_WITH_PICTURES).map((item) => seedImage(context, item, 'thumb')));
    return {
      status: 200,
      title: state.q.trim() ? `${searchTitle(state, 'surplus doors and parts')} | ${SITE_NAME}` : `${SITE_NAME}: surplus roll-up doors and door parts`,
      description: 'Businesses list their surplus roll-up doors and door parts; buyers find them by name, SKU or business and contact the seller. Nothing usable goes to landfill.',
      path: listPath('/', { ...state, mine: false }),
      type: 'website',
    };
  },
};

const categoryPage = (category: Category, heading: string, description: string): PublicPage => ({
  async load(context) {
    const state = parseListUrl(context.search);
    const params = categoryListParams(category, state);
    await seedList(context, params, state);
    return {
      status: 200,
      title: `${searchTitle(state, heading)} | ${SITE_NAME}`,
      description,
      path: listPath(`/${category}s`, { ...state, category: undefined, mine: false }),
      type: 'website',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: heading, path: `/${category}s` }],
    };
  },
});

const itemPage: PublicPage = {
  async load(context) {
    const id = parseId(context.params.id);
    const path = `/item/${context.params.id ?? ''}`;
    if (id === null) return notFound(path);
    const options = itemQueryOptions(id);
    const item = await seed<InventoryItem>(context, options, { path: itemPath(id) });
    if (!item) return isNotFound(context, options.queryKey) ? notFound(path) : { ...notFound(path), status: 503 };
    await seedImage(context, item, 'display');
    return { status: 200, ...itemMeta(item) };
  },
};

/**
 * A listing's picture as the page's image component reads it: the variant, or the upload itself while the
 * variant is not made yet.
 */
async function seedImage(context: PageContext, item: InventoryItem, size: ImageVariant): Promise<void> {
  const variant = item.imageUrl && imageVariantUrl(item.imageUrl, size);
  if (!item.imageUrl || !variant) return;
  for (const url of [variant, item.imageUrl]) {
    const name = url.slice(UPLOADS_PREFIX.length);
    if (await seed(context, imageQueryOptions(name), { path: imagePath(name) })) return;
  }
}

/** What a listing asks, for its description: ' $120 each,' or ' free,'; nothing when it takes offers only. */
const askedPrice = (item: InventoryItem) => (item.priceMode === 'free' ? ' free,' : isPriced(item.priceMode) ? ` ${priceLabel(item)},` : '');

function itemMeta(item: InventoryItem): PageMeta {
  const where = item.businessLocation ? ` in ${item.businessLocation}` : '';
  const category = CATEGORIES.includes(item.category) ? item.category : 'door';
  const heading = category === 'door' ? 'Doors' : 'Parts';
  const image = item.imageUrl ? (imageVariantUrl(item.imageUrl, 'display') ?? item.imageUrl) : undefined;
  return {
    title: `${item.name}: ${unitsLabel(item.quantity)}${where} | ${item.businessName}`,
    description: clip(
      `${unitsLabel(item.quantity)} of ${item.name} (${displayItemId(item)}), used,${askedPrice(item)} from ${item.businessName}${where}.${item.description ? ` ${item.description}` : ''}`,
    ),
    path: `/item/${item.id}`,
    type: 'product',
    image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: heading, path: `/${category}s` },
      { name: item.name, path: `/item/${item.id}` },
    ],
    product: {
      sku: item.itemId || String(item.id),
      name: item.name,
      description: item.description || item.name,
      seller: item.businessName,
      quantity: item.quantity,
      availableQuantity: item.availableQuantity,
      priceMode: item.priceMode,
      unitPriceCents: item.unitPriceCents,
      specs: item,
    },
  };
}

const businessPage: PublicPage = {
  async load(context) {
    const id = parseId(context.params.id);
    const path = `/business/${context.params.id ?? ''}`;
    if (id === null) return notFound(path);
    const state = parseListUrl(context.search);
    const options = businessQueryOptions(id);
    const [business] = await Promise.all([
      seed<BusinessProfile>(context, options, { path: businessPath(id) }),
      seedList(context, businessListParams(id, state), state),
      seed(context, businessImpactQueryOptions(id), { path: businessImpactPath(id) }),
    ]);
    if (!business) return isNotFound(context, options.queryKey) ? notFound(path) : { ...notFound(path), status: 503 };
    const where = business.location ? ` in ${business.location}` : '';
    return {
      status: 200,
      title: `${business.businessName}${where}: surplus doors and parts | ${SITE_NAME}`,
      description: clip(`${business.businessName}${where} lists ${business.itemCount} surplus ${business.itemCount === 1 ? 'listing' : 'listings'}: ${business.doors} doors and ${business.parts} parts, ${business.wasteKg.toLocaleString('en-US')} kg kept out of landfill.`),
      path: listPath(`/business/${id}`, { ...state, category: undefined, mine: false }),
      type: 'profile',
      breadcrumbs: [{ name: 'Home', path: '/' }, { name: business.businessName, path: `/business/${id}` }],
    };
  },
};

/** The head of the 404 page (its body is the app's own not-found state for that path). */
export function notFound(path: string): PageMeta & { status: number } {
  return { status: 404, title: `Page not found | ${SITE_NAME}`, description: 'This page does not exist, or the listing was removed by its business.', path, type: 'website', noIndex: true };
}

/** The pages rendered with their content, by their path in the route tables (app/route-paths.ts; `/` is the index). */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': home,
  [PUBLIC_PATHS.doors]: categoryPage('door', 'Doors Inventory', 'Surplus roll-up doors listed by businesses: search by name, SKU or business and contact the seller.'),
  [PUBLIC_PATHS.parts]: categoryPage('part', 'Parts Inventory', 'Surplus door parts listed by businesses: search by name, SKU or business and contact the seller.'),
  [PUBLIC_PATHS.item]: itemPage,
  [PUBLIC_PATHS.business]: businessPage,
} satisfies Record<'/' | (typeof PUBLIC_PATHS)[keyof typeof PUBLIC_PATHS], PublicPage>;

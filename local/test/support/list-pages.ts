import { expect } from 'vitest';
import type { InventoryItem, ItemPage, PriceMode } from '@surplus/shared';
import type { ApiClient, ApiResponse } from '../../src/api-client';

/** Every page of a list route from the first on, as a client paging with `nextCursor` sees them. */
export async function allPages(client: ApiClient, path: string, params: Record<string, string>) {
  const pages: ItemPage[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
    const response: ApiResponse<ItemPage> = await client.get<ItemPage>(`${path}?${query}`);
    expect(response.status, response.text).toBe(200);
    pages.push(response.json);
    cursor = response.json.nextCursor;
  } while (cursor && pages.length < 400);
  return pages;
}
export const idsOf = (pages: ItemPage[]) => pages.flatMap((page) => page.items.map((item) => item.id));

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const newestFirst = (a: InventoryItem, b: InventoryItem) => b.lastUpdated.localeCompare(a.lastUpdated) || b.id - a.id;
export const byName = (a: InventoryItem, b: InventoryItem) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id;
export const byBusiness = (a: InventoryItem, b: InventoryItem) =>
  compareText(a.businessName.toLowerCase(), b.businessName.toLowerCase()) || byName(a, b);
const PRICE_RANK: Record<PriceMode, number> = { free: 0, fixed: 1, negotiable: 1, 'on-request': 2 };
/** sort=price written out: free first, then fixed and negotiable by unit price, then on request; the id breaks ties. */
export const byPrice = (a: InventoryItem, b: InventoryItem) =>
  PRICE_RANK[a.priceMode] - PRICE_RANK[b.priceMode] || (a.unitPriceCents ?? 0) - (b.unitPriceCents ?? 0) || a.id - b.id;
/** Where a listing stands in price order, without its id. */
export const priceOrderKey = (item: InventoryItem) => [PRICE_RANK[item.priceMode], PRICE_RANK[item.priceMode] === 1 ? (item.unitPriceCents ?? 0) : 0] as const;
export const LIST_ORDERS = { recent: newestFirst, name: byName, business: byBusiness, price: byPrice } as const;

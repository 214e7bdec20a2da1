import type { BusinessImpact, ImpactMonth, InventoryItem, ItemPage, MarketplaceImpact, ReviewPage } from '@surplus/shared';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const listing = (id: number, overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  userId: 100 + (id % 3),
  name: `Listing ${id}`,
  itemId: `SKU-${id}`,
  description: 'Surplus roll-up door in good shape',
  category: 'door',
  quantity: 2,
  businessName: `Business ${100 + (id % 3)}`,
  lastUpdated: '2026-05-20T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  priceMode: 'on-request',
  currency: 'USD',
  heldQuantity: 0,
  ...overrides,
  // What is left to reserve follows the quantity and holds given, unless a test says otherwise.
  availableQuantity: overrides.availableQuantity ?? Math.max(0, (overrides.quantity ?? 2) - (overrides.heldQuantity ?? 0)),
  transferredQuantity: overrides.transferredQuantity ?? 0,
});

/** What the impact and review routes answer beside the lists: nothing transferred, nothing reviewed yet. */
const NO_MONTHS: ImpactMonth[] = [{ month: '2026-05', confirmedKg: 0, selfReportedKg: 0, receivedKg: 0 }];
const NO_IMPACT: MarketplaceImpact = { confirmedKg: 0, selfReportedKg: 0, transfers: 0, businesses: 0, listedKg: 325, byMonth: NO_MONTHS };
const NO_REVIEWS: ReviewPage = { average: null, count: 0, items: [], nextCursor: null };
const noBusinessImpact = (id: number): BusinessImpact => ({
  businessId: id,
  asSeller: { confirmedKg: 0, selfReportedKg: 0, doors: 0, parts: 0, transfers: 0 },
  asBuyer: { confirmedKg: 0, doors: 0, parts: 0, transfers: 0 },
  byMonth: NO_MONTHS,
});

/**
 * A fake network boundary for the list routes: `answer` gives the page for a list URL (path and
 * query); the stats, businesses, impact and reviews routes answer fixed values. Every requested URL is recorded.
 */
export function fakeListApi(answer: (url: URL) => ItemPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/inventory/stats') return json({ totalDoors: 13, totalParts: 0, totalBusinesses: 3, myInventory: 0 });
    if (url.pathname === '/api/businesses') return json([]);
    if (url.pathname === '/api/impact') return json(NO_IMPACT);
    const business = /^\/api\/businesses\/(\d+)\/(impact|reviews)$/.exec(url.pathname);
    if (business?.[2] === 'impact') return json(noBusinessImpact(Number(business[1])));
    if (business?.[2] === 'reviews') return json(NO_REVIEWS);
    return json(answer(url));
  });
  const listRequests = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => /^\/api\/inventory(\/(door|part|user))?$/.test(url.pathname));
  return { fetchMock, listRequests };
}

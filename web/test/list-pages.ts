import type { InventoryItem, ItemPage } from '@surplus/shared';
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

/**
 * A fake network boundary for the list routes: `answer` gives the page for a list URL (path and
 * query); the stats and businesses routes answer fixed values. Every requested URL is recorded.
 */
export function fakeListApi(answer: (url: URL) => ItemPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/inventory/stats') return json({ totalDoors: 13, totalParts: 0, totalBusinesses: 3, myInventory: 0 });
    if (url.pathname === '/api/businesses') return json([]);
    return json(answer(url));
  });
  const listRequests = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => /^\/api\/inventory(\/(door|part|user))?$/.test(url.pathname));
  return { fetchMock, listRequests };
}

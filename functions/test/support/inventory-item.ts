import type { InventoryItem } from '@surplus/shared';

/** A listing as the API answers it, with whatever a test sets. */
export const inventoryItem = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 7,
  userId: 3,
  name: 'Door',
  itemId: 'SKU-1',
  description: 'Steel door',
  category: 'door',
  quantity: 1,
  businessName: 'Acme',
  businessLocation: 'Reno, NV',
  lastUpdated: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

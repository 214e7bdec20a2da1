import type { InventoryItem } from '@surplus/shared';

/** A listing as the API answers it, with whatever a test sets: on request and nothing held unless it says so. */
export const inventoryItem = (overrides: Partial<InventoryItem> = {}): InventoryItem => {
  const quantity = overrides.quantity ?? 1;
  const heldQuantity = overrides.heldQuantity ?? 0;
  return {
    id: 7,
    userId: 3,
    name: 'Door',
    itemId: 'SKU-1',
    description: 'Steel door',
    category: 'door',
    quantity,
    businessName: 'Acme',
    businessLocation: 'Reno, NV',
    lastUpdated: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    priceMode: 'on-request',
    currency: 'USD',
    heldQuantity,
    availableQuantity: Math.max(0, quantity - heldQuantity),
    transferredQuantity: 0,
    ...overrides,
  };
};

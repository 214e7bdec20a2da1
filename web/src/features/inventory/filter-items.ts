import { SEARCH_FIELDS, type InventoryItem, type SortOption } from '@surplus/shared';

/** Items whose name, item id, description, business name or location contain `query`, any case. */
export function searchItems(items: InventoryItem[], query: string): InventoryItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => SEARCH_FIELDS.some((field) => (item[field] ?? '').toLowerCase().includes(needle)));
}

const COMPARE: Record<SortOption, (a: InventoryItem, b: InventoryItem) => number> = {
  recent: (a, b) => b.lastUpdated.localeCompare(a.lastUpdated),
  name: (a, b) => a.name.localeCompare(b.name),
  business: (a, b) => a.businessName.localeCompare(b.businessName) || a.name.localeCompare(b.name),
};

export const sortItems = (items: InventoryItem[], sort: SortOption) => [...items].sort(COMPARE[sort]);

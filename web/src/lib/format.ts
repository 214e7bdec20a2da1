import { wasteReductionKg, type Category } from '@surplus/shared';

/**
 * A count with thousands separators: 2,500. Not toLocaleString: its first call in a page loads the browser's number
 * formats, a long task while the page hydrates on a phone.
 */
export const countLabel = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const unitsLabel = (quantity: number) => `${quantity} ${quantity === 1 ? 'unit' : 'units'}`;

export const categoryLabel = (category: Category) => (category === 'door' ? 'Door' : 'Part');

/** The waste figure as shown: '1,250 kg'. */
export const wasteLabel = (item: { category: Category; quantity: number }) =>
  `${countLabel(wasteReductionKg(item))} kg`;

/** The item id, or '#' and the numeric id when the item id is empty. */
export const displayItemId = (item: { id: number; itemId: string }) => item.itemId || `#${item.id}`;

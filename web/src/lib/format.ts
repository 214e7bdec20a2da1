import { wasteReductionKg, type Category } from '@surplus/shared';

/**
 * A count with thousands separators: 2,500. Not toLocaleString: its first call in a page loads the browser's number
 * formats, a long task while the page hydrates on a phone.
 */
export const countLabel = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const unitsLabel = (quantity: number) => `${quantity} ${quantity === 1 ? 'unit' : 'units'}`;

export const categoryLabel = (category: Category) => (category === 'door' ? 'Door' : 'Part');

/** Units named by their category: '1 door', '5 doors', '1,200 parts'. */
export const categoryUnitsLabel = (category: Category, quantity: number) =>
  `${countLabel(quantity)} ${category === 'door' ? 'door' : 'part'}${quantity === 1 ? '' : 's'}`;

/** The waste figure as shown: '1,250 kg'. */
export const wasteLabel = (item: { category: Category; quantity: number }) =>
  `${countLabel(wasteReductionKg(item))} kg`;

/** The item id, or '#' and the numeric id when the item id is empty. */
export const displayItemId = (item: { id: number; itemId: string }) => item.itemId || `#${item.id}`;

/** What is left to reserve: '12 available'. */
export const availableLabel = (item: { availableQuantity: number }) => `${countLabel(item.availableQuantity)} available`;

/** Units under active holds: '3 on hold', or null when none are held. */
export const heldLabel = (item: { heldQuantity?: number }) => (item.heldQuantity ? `${countLabel(item.heldQuantity)} on hold` : null);

/** '3 available · 2 on hold' while some units are held, else null: a row or card then says only its quantity. */
export const holdsLabel = (item: { availableQuantity: number; heldQuantity?: number }) => {
  const held = heldLabel(item);
  return held && `${availableLabel(item)} · ${held}`;
};

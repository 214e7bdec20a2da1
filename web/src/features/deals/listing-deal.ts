import { DEFAULT_PRICE_MODE, type InventoryItem } from '@surplus/shared';

/** What is left to reserve (a listing read before holds existed has all of its quantity). */
export const availableOf = (item: InventoryItem) => item.availableQuantity ?? item.quantity;

const modeOf = (item: InventoryItem) => item.priceMode ?? DEFAULT_PRICE_MODE;

/** A listing with a price (fixed, negotiable) or free can be reserved at once; one on request only takes offers. */
export const canReserve = (item: InventoryItem) => modeOf(item) !== 'on-request';

/** Offers go to every listing that asks something: all but free ones. */
export const canOffer = (item: InventoryItem) => modeOf(item) !== 'free';

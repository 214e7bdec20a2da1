import type { InventoryItem, ListingSpecs } from '@surplus/shared';

/** A spec value as a word in a sentence: 'rolling-steel' is 'rolling steel'. */
export const specWord = (value: string) => value.replace(/-/g, ' ');

/** A spec value as an option's label: 'rolling-steel' is 'Rolling steel'. */
export const specOption = (value: string) => {
  const word = specWord(value);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** A length in a size: whole feet as 12', otherwise 12' 6". */
export const shortFeet = (inches: number) => (inches % 12 === 0 ? `${inches / 12}'` : `${Math.floor(inches / 12)}' ${inches % 12}"`);

/** Width by height, 12' x 14'; one of them alone reads as 12' wide or 14' high. */
export function sizeLabel(widthIn: number | undefined, heightIn: number | undefined): string | null {
  if (widthIn != null && heightIn != null) return `${shortFeet(widthIn)} x ${shortFeet(heightIn)}`;
  if (widthIn != null) return `${shortFeet(widthIn)} wide`;
  if (heightIn != null) return `${shortFeet(heightIn)} high`;
  return null;
}

/**
 * The specs a card or row shows, and the distance when the list was searched near a place:
 * "12' x 14' · sectional · insulated · 38.2 mi", "spring · fits 12' x 14'". Empty when there is none.
 */
export function specLine(item: Pick<InventoryItem, 'category' | 'distanceMi'> & ListingSpecs): string {
  const parts: (string | null | undefined)[] =
    item.category === 'door'
      ? [sizeLabel(item.widthIn, item.heightIn), item.doorType && specWord(item.doorType), item.insulated ? 'insulated' : null]
      : [item.partType && specWord(item.partType), fitsLabel(item.fitsWidthIn, item.fitsHeightIn)];
  if (item.distanceMi != null) parts.push(`${item.distanceMi.toFixed(1)} mi`);
  return parts.filter(Boolean).join(' · ');
}

function fitsLabel(widthIn: number | undefined, heightIn: number | undefined) {
  const size = sizeLabel(widthIn, heightIn);
  return size && `fits ${size}`;
}

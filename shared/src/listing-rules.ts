export const CATEGORIES = ['door', 'part'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ITEM_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  itemIdMin: 2,
  itemIdMax: 100,
  descriptionMin: 5,
  descriptionMax: 5000,
  quantityMin: 1,
  quantityMax: 1_000_000,
  quantityDefault: 1,
} as const;

/** Structured specs of a listing (all optional): what a door is, and which door a part is for. */
export const DOOR_TYPES = ['sectional', 'rolling-steel', 'sheet', 'high-speed', 'fire-rated', 'other'] as const;
export type DoorType = (typeof DOOR_TYPES)[number];
export const MATERIALS = ['steel', 'aluminum', 'wood', 'fiberglass', 'vinyl', 'other'] as const;
export type Material = (typeof MATERIALS)[number];
export const PART_TYPES = [
  'spring', 'opener', 'track', 'roller', 'panel', 'cable', 'drum', 'weatherseal', 'hardware', 'motor', 'remote', 'other',
] as const;
export type PartType = (typeof PART_TYPES)[number];
/** Sizes are whole inches: a door is made to its opening's size. */
export const SPEC_LIMITS = { sizeMinIn: 24, sizeMaxIn: 600, rValueMin: 0, rValueMax: 40, colorMax: 30 } as const;
/** The spec fields in the order the CSV columns, the forms and the API reference list them. */
export const SPEC_FIELDS = [
  'doorType', 'widthIn', 'heightIn', 'material', 'insulated', 'rValue', 'color', 'windRated', 'partType', 'fitsWidthIn', 'fitsHeightIn',
] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];
/** Spec fields that describe a door, and those that describe a part. */
export const DOOR_SPEC_FIELDS = ['doorType', 'widthIn', 'heightIn', 'material', 'insulated', 'rValue', 'color', 'windRated'] as const;
export const PART_SPEC_FIELDS = ['partType', 'fitsWidthIn', 'fitsHeightIn'] as const;

export const WASTE_KG_PER_UNIT: Record<Category, number> = { door: 25, part: 5 };

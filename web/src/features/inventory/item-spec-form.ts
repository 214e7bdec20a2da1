import {
  DOOR_SPEC_FIELDS,
  PART_SPEC_FIELDS,
  type Category,
  type DoorType,
  type InventoryItem,
  type ItemUpdateInput,
  type ListingSpecs,
  type Material,
  type PartType,
} from '@surplus/shared';

/** The spec inputs of the item forms: '' for an unchosen option or an empty number input, undefined for an empty size. */
export interface SpecFormValues {
  doorType: DoorType | '';
  widthIn: number | undefined;
  heightIn: number | undefined;
  material: Material | '';
  insulated: boolean;
  rValue: number | '';
  color: string;
  windRated: boolean;
  partType: PartType | '';
  fitsWidthIn: number | undefined;
  fitsHeightIn: number | undefined;
}

export const emptySpecForm = (): SpecFormValues => ({
  doorType: '',
  widthIn: undefined,
  heightIn: undefined,
  material: '',
  insulated: false,
  rValue: '',
  color: '',
  windRated: false,
  partType: '',
  fitsWidthIn: undefined,
  fitsHeightIn: undefined,
});

export const specsToForm = (item: ListingSpecs): SpecFormValues => ({
  doorType: item.doorType ?? '',
  widthIn: item.widthIn,
  heightIn: item.heightIn,
  material: item.material ?? '',
  insulated: item.insulated === true,
  rValue: item.rValue ?? '',
  color: item.color ?? '',
  windRated: item.windRated === true,
  partType: item.partType ?? '',
  fitsWidthIn: item.fitsWidthIn,
  fitsHeightIn: item.fitsHeightIn,
});

type SpecValues = Partial<Record<keyof ListingSpecs, unknown>>;

/**
 * The specs the form gives for its category, as the create payload takes them: empty inputs left out and an
 * unticked box saying nothing. A size that cannot be read stays NaN for the schema to reject.
 */
export function formSpecs(category: Category, values: SpecFormValues): SpecValues {
  const specs: SpecValues =
    category === 'door'
      ? {
          doorType: values.doorType || undefined,
          widthIn: values.widthIn,
          heightIn: values.heightIn,
          material: values.material || undefined,
          insulated: values.insulated || undefined,
          rValue: values.rValue === '' ? undefined : values.rValue,
          color: values.color.trim() || undefined,
          windRated: values.windRated || undefined,
        }
      : { partType: values.partType || undefined, fitsWidthIn: values.fitsWidthIn, fitsHeightIn: values.fitsHeightIn };
  return Object.fromEntries(Object.entries(specs).filter(([, value]) => value !== undefined));
}

/**
 * The spec part of a PUT body: each spec of the form's category that differs from the item, null for one
 * emptied, false for a box unticked. Specs of a category left behind are dropped by the server.
 */
export function changedSpecs(item: InventoryItem, category: Category, values: SpecFormValues): ItemUpdateInput {
  const given = formSpecs(category, values);
  const before: SpecValues = category === item.category ? item : {};
  const changes: Record<string, unknown> = {};
  for (const field of category === 'door' ? DOOR_SPEC_FIELDS : PART_SPEC_FIELDS) {
    const now = given[field];
    const was = before[field];
    if (now === was || (now === undefined && was === false)) continue;
    if (now !== undefined) changes[field] = now;
    else if (field === 'insulated' || field === 'windRated') changes[field] = false;
    else if (was !== undefined) changes[field] = null;
  }
  return changes as ItemUpdateInput;
}

import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEFAULT_PRICE_MODE,
  dollarsOfCents,
  formatCents,
  isPriced,
  ITEM_LIMITS,
  itemCreateSchema,
  itemUpdateSchema,
  type Category,
  type InventoryItem,
  type ItemUpdateInput,
  type PriceMode,
} from '@surplus/shared';
import type { FormikErrors } from 'formik';
import { centsOfTypedDollars, DOLLARS_EXAMPLE } from '../../lib/dollars';
import { zodValidate } from '../../lib/zod-formik';
import { changedSpecs, emptySpecForm, formSpecs, specsToForm, type SpecFormValues } from './item-spec-form';

export interface ItemFormValues extends SpecFormValues {
  category: Category;
  name: string;
  itemId: string;
  description: string;
  /** Formik gives '' while the number input is empty. */
  quantity: number | '';
  imageUrl: string;
  priceMode: PriceMode;
  /** The unit price in dollars as typed ('120', '120.50'); sent as whole cents, for fixed and negotiable only. */
  unitPrice: string;
}

/** What the edit menus offer: one field, the price, the image, or everything. */
export type EditField = 'name' | 'description' | 'itemId' | 'quantity' | 'price' | 'image' | 'all';

/** The Price choices of the forms, in the order shown. */
export const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  fixed: 'Fixed price',
  negotiable: 'Negotiable',
  'on-request': 'Price on request',
  free: 'Free',
};

export const PRICE_FORM_MESSAGES = {
  // The API's message, naming the field as the form shows it.
  required: DEAL_MESSAGES.priceRequired.replace('unitPriceCents', 'Unit price'),
  invalid: `Enter the unit price in dollars, ${DOLLARS_EXAMPLE}`,
  range: `The unit price must be from ${formatCents(DEAL_LIMITS.unitPriceCentsMin)} to ${formatCents(DEAL_LIMITS.unitPriceCentsMax)}`,
} as const;

/** The form's message for its unit price: none unless the mode has a price. */
export function priceErrors({ priceMode, unitPrice }: Pick<ItemFormValues, 'priceMode' | 'unitPrice'>): FormikErrors<ItemFormValues> {
  if (!isPriced(priceMode)) return {};
  if (!unitPrice.trim()) return { unitPrice: PRICE_FORM_MESSAGES.required };
  const cents = centsOfTypedDollars(unitPrice);
  if (cents === null) return { unitPrice: PRICE_FORM_MESSAGES.invalid };
  if (cents < DEAL_LIMITS.unitPriceCentsMin || cents > DEAL_LIMITS.unitPriceCentsMax) return { unitPrice: PRICE_FORM_MESSAGES.range };
  return {};
}

/** What the form sends of the price: the mode, and the unit price in cents for fixed and negotiable. */
const priceFields = ({ priceMode, unitPrice }: Pick<ItemFormValues, 'priceMode' | 'unitPrice'>): { priceMode: PriceMode; unitPriceCents?: number } => {
  const cents = isPriced(priceMode) ? centsOfTypedDollars(unitPrice) : null;
  return cents === null ? { priceMode } : { priceMode, unitPriceCents: cents };
};

export const emptyItemForm = (category: Category = 'door'): ItemFormValues => ({
  category,
  name: '',
  itemId: '',
  description: '',
  quantity: ITEM_LIMITS.quantityDefault,
  imageUrl: '',
  priceMode: DEFAULT_PRICE_MODE,
  unitPrice: '',
  ...emptySpecForm(),
});

export const itemToForm = (item: InventoryItem): ItemFormValues => ({
  category: item.category,
  name: item.name,
  itemId: item.itemId,
  description: item.description,
  quantity: item.quantity,
  imageUrl: item.imageUrl ?? '',
  priceMode: item.priceMode ?? DEFAULT_PRICE_MODE,
  unitPrice: item.unitPriceCents === undefined ? '' : dollarsOfCents(item.unitPriceCents),
  ...specsToForm(item),
});

/**
 * The create payload as the form holds it, before the schema's checks: the fields, the price (its unit price in
 * cents), and the specs of the chosen category.
 */
export const createFields = ({ category, name, itemId, description, quantity, imageUrl, priceMode, unitPrice, ...specs }: ItemFormValues) => ({
  category,
  name,
  itemId,
  description,
  quantity,
  imageUrl,
  ...priceFields({ priceMode, unitPrice }),
  ...formSpecs(category, specs),
});

/** The schema's messages, but its own for the unit price: the form names the dollars field, not the cents it sends. */
const withoutCents = (errors: object): FormikErrors<ItemFormValues> => {
  const { unitPriceCents: _cents, ...rest } = errors as Record<string, string>;
  return rest;
};

const createErrors = zodValidate<ReturnType<typeof createFields>>(itemCreateSchema);
/** The add forms check what they would send with the API's schema, so its messages show at the fields. */
export const validateCreate = (values: ItemFormValues): FormikErrors<ItemFormValues> => ({
  ...withoutCents(createErrors(createFields(values))),
  ...priceErrors(values),
});

const updateErrors = zodValidate<ItemUpdateInput>(itemUpdateSchema);
/**
 * The edit dialog checks only the specs it would send (the spec shows no other messages there), the price, and
 * that the quantity keeps what is on hold.
 */
export const validateChanges = (item: InventoryItem) => (values: ItemFormValues): FormikErrors<ItemFormValues> => {
  const held = item.heldQuantity ?? 0;
  const belowHeld = values.quantity !== '' && Number(values.quantity) < held;
  return {
    ...withoutCents(updateErrors(changedSpecs(item, values.category, values))),
    ...priceErrors(values),
    ...(belowHeld ? { quantity: DEAL_MESSAGES.quantityBelowHeld(held) } : {}),
  };
};

/** The PUT body: only fields whose value differs from the item (text compared trimmed); {} when nothing changed. */
export function changedFields(item: InventoryItem, values: ItemFormValues): ItemUpdateInput {
  const changes: ItemUpdateInput = {};
  if (values.category !== item.category) changes.category = values.category;
  for (const field of ['name', 'itemId', 'description'] as const) {
    if (values[field].trim() !== item[field]) changes[field] = values[field].trim();
  }
  if (values.quantity !== '' && Number(values.quantity) !== item.quantity) changes.quantity = Number(values.quantity);
  if (values.imageUrl !== (item.imageUrl ?? '')) changes.imageUrl = values.imageUrl;
  return { ...changes, ...changedPrice(item, values), ...changedSpecs(item, values.category, values) };
}

/**
 * The price part of a PUT body: the mode when it changed, and the unit price when it changed or a mode without one
 * becomes fixed or negotiable. A mode without a price drops the stored one on the server.
 */
function changedPrice(item: InventoryItem, values: ItemFormValues): ItemUpdateInput {
  const before = item.priceMode ?? DEFAULT_PRICE_MODE;
  const { priceMode, unitPriceCents: cents } = priceFields(values);
  const changes: ItemUpdateInput = {};
  if (priceMode !== before) changes.priceMode = priceMode;
  if (cents !== undefined && (cents !== item.unitPriceCents || !isPriced(before))) changes.unitPriceCents = cents;
  return changes;
}

export const EDIT_FIELD_LABELS: Record<EditField, string> = {
  name: 'Edit Name',
  description: 'Edit Description',
  itemId: 'Edit Item ID/SKU',
  quantity: 'Edit Quantity',
  price: 'Edit Price',
  image: 'Edit Image',
  all: 'Edit All Fields',
};

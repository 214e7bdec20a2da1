import { ITEM_LIMITS, itemCreateSchema, itemUpdateSchema, type Category, type InventoryItem, type ItemUpdateInput } from '@surplus/shared';
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
}

/** What the edit menus offer: one field, the image, or everything. */
export type EditField = 'name' | 'description' | 'itemId' | 'quantity' | 'image' | 'all';

export const emptyItemForm = (category: Category = 'door'): ItemFormValues => ({
  category,
  name: '',
  itemId: '',
  description: '',
  quantity: ITEM_LIMITS.quantityDefault,
  imageUrl: '',
  ...emptySpecForm(),
});

export const itemToForm = (item: InventoryItem): ItemFormValues => ({
  category: item.category,
  name: item.name,
  itemId: item.itemId,
  description: item.description,
  quantity: item.quantity,
  imageUrl: item.imageUrl ?? '',
  ...specsToForm(item),
});

/** The create payload as the form holds it, before the schema's checks: the fields, and the specs of the chosen category. */
export const createFields = ({ category, name, itemId, description, quantity, imageUrl, ...specs }: ItemFormValues) => ({
  category,
  name,
  itemId,
  description,
  quantity,
  imageUrl,
  ...formSpecs(category, specs),
});

const createErrors = zodValidate<ReturnType<typeof createFields>>(itemCreateSchema);
/** The add forms check what they would send with the API's schema, so its messages show at the fields. */
export const validateCreate = (values: ItemFormValues) => createErrors(createFields(values));

const updateErrors = zodValidate<ItemUpdateInput>(itemUpdateSchema);
/** The edit dialog checks only the specs it would send (the spec shows no other messages there). */
export const validateSpecChanges = (item: InventoryItem) => (values: ItemFormValues) => updateErrors(changedSpecs(item, values.category, values));

/** The PUT body: only fields whose value differs from the item (text compared trimmed); {} when nothing changed. */
export function changedFields(item: InventoryItem, values: ItemFormValues): ItemUpdateInput {
  const changes: ItemUpdateInput = {};
  if (values.category !== item.category) changes.category = values.category;
  for (const field of ['name', 'itemId', 'description'] as const) {
    if (values[field].trim() !== item[field]) changes[field] = values[field].trim();
  }
  if (values.quantity !== '' && Number(values.quantity) !== item.quantity) changes.quantity = Number(values.quantity);
  if (values.imageUrl !== (item.imageUrl ?? '')) changes.imageUrl = values.imageUrl;
  return { ...changes, ...changedSpecs(item, values.category, values) };
}

export const EDIT_FIELD_LABELS: Record<EditField, string> = {
  name: 'Edit Name',
  description: 'Edit Description',
  itemId: 'Edit Item ID/SKU',
  quantity: 'Edit Quantity',
  image: 'Edit Image',
  all: 'Edit All Fields',
};

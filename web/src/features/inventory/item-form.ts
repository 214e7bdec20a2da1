import { ITEM_LIMITS, type Category, type InventoryItem, type ItemUpdateInput } from '@surplus/shared';

export interface ItemFormValues {
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
});

export const itemToForm = (item: InventoryItem): ItemFormValues => ({
  category: item.category,
  name: item.name,
  itemId: item.itemId,
  description: item.description,
  quantity: item.quantity,
  imageUrl: item.imageUrl ?? '',
});

/** The PUT body: only fields whose value differs from the item (text compared trimmed); {} when nothing changed. */
export function changedFields(item: InventoryItem, values: ItemFormValues): ItemUpdateInput {
  const changes: ItemUpdateInput = {};
  if (values.category !== item.category) changes.category = values.category;
  for (const field of ['name', 'itemId', 'description'] as const) {
    if (values[field].trim() !== item[field]) changes[field] = values[field].trim();
  }
  if (values.quantity !== '' && Number(values.quantity) !== item.quantity) changes.quantity = Number(values.quantity);
  if (values.imageUrl !== (item.imageUrl ?? '')) changes.imageUrl = values.imageUrl;
  return changes;
}

export const EDIT_FIELD_LABELS: Record<EditField, string> = {
  name: 'Edit Name',
  description: 'Edit Description',
  itemId: 'Edit Item ID/SKU',
  quantity: 'Edit Quantity',
  image: 'Edit Image',
  all: 'Edit All Fields',
};

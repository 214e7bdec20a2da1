import { z } from 'zod';
import { CATEGORIES, IMAGE_URL_PATTERN, ITEM_LIMITS } from '../constants';

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters long`;

/** Form inputs deliver numbers as text: numeric strings become numbers, anything else is left for zod to reject. */
function numberFromText(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

export const categorySchema = z.enum(CATEGORIES);

/** An image this service stored (IMAGE_URL_PATTERN); '' means no image. */
export const imageUrlSchema = z
  .string()
  .max(200)
  .regex(IMAGE_URL_PATTERN, 'Image must be an image uploaded to this site')
  .or(z.literal(''));

const quantitySchema = z.preprocess(
  numberFromText,
  z
    .number({ invalid_type_error: 'Quantity must be a positive number' })
    .int('Quantity must be a whole number')
    .positive('Quantity must be a positive number')
    .max(ITEM_LIMITS.quantityMax, `Quantity must be at most ${ITEM_LIMITS.quantityMax}`),
);

const itemFields = {
  category: categorySchema,
  name: z
    .string()
    .trim()
    .min(ITEM_LIMITS.nameMin, 'Name must be at least 2 characters long')
    .max(ITEM_LIMITS.nameMax, tooLong('Name', ITEM_LIMITS.nameMax)),
  itemId: z
    .string()
    .trim()
    .min(ITEM_LIMITS.itemIdMin, 'Item ID must be at least 2 characters long')
    .max(ITEM_LIMITS.itemIdMax, tooLong('Item ID', ITEM_LIMITS.itemIdMax)),
  description: z
    .string()
    .trim()
    .min(ITEM_LIMITS.descriptionMin, 'Description must be at least 5 characters long')
    .max(ITEM_LIMITS.descriptionMax, tooLong('Description', ITEM_LIMITS.descriptionMax)),
  quantity: quantitySchema,
  imageUrl: imageUrlSchema,
};

/** POST /api/inventory and the add forms. */
export const itemCreateSchema = z
  .object({
    ...itemFields,
    category: itemFields.category.default('door'),
    quantity: quantitySchema.default(ITEM_LIMITS.quantityDefault),
    imageUrl: imageUrlSchema.optional(),
  })
  .strict();
export type ItemCreateInput = z.infer<typeof itemCreateSchema>;

/** PUT /api/inventory/{id}: only the changed fields, at least one. */
export const itemUpdateSchema = z
  .object(itemFields)
  .partial()
  .strict()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), 'No fields to update');
export type ItemUpdateInput = z.infer<typeof itemUpdateSchema>;

import * as z from 'zod/mini';
import { CATEGORIES, IMAGE_URL_PATTERN, ITEM_LIMITS } from '../constants';
import { numberFromText, specFields, specsCategoryProblem } from './listing-specs';
import { integer, maxLength, minLength, objectRule, union } from './zod';

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters long`;


/** A trimmed text between `min` and `max` characters. */
const text = (min: number, tooShort: string, max: number, field: string) =>
  z.string().check(z.trim(), minLength(min, tooShort), maxLength(max, tooLong(field, max)));

export const categorySchema = z.enum(CATEGORIES);

/** An image this service stored (IMAGE_URL_PATTERN); '' means no image. */
export const imageUrlSchema = union([
  z.string().check(maxLength(200), z.regex(IMAGE_URL_PATTERN, 'Image must be an image uploaded to this site')),
  z.literal(''),
]);

const quantitySchema = z.pipe(
  z.transform(numberFromText),
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : 'Quantity must be a positive number') })
    .check(
      integer('Quantity must be a whole number'),
      z.positive('Quantity must be a positive number'),
      z.maximum(ITEM_LIMITS.quantityMax, `Quantity must be at most ${ITEM_LIMITS.quantityMax}`),
    ),
);

const itemFields = {
  category: categorySchema,
  name: text(ITEM_LIMITS.nameMin, 'Name must be at least 2 characters long', ITEM_LIMITS.nameMax, 'Name'),
  itemId: text(ITEM_LIMITS.itemIdMin, 'Item ID must be at least 2 characters long', ITEM_LIMITS.itemIdMax, 'Item ID'),
  description: text(ITEM_LIMITS.descriptionMin, 'Description must be at least 5 characters long', ITEM_LIMITS.descriptionMax, 'Description'),
  quantity: quantitySchema,
  imageUrl: imageUrlSchema,
};

const optionalSpecs = Object.fromEntries(Object.entries(specFields).map(([name, schema]) => [name, z.optional(schema)])) as {
  [Name in keyof typeof specFields]: z.ZodMiniOptional<(typeof specFields)[Name]>;
};
/** On an update, null removes a spec. */
const removableSpecs = Object.fromEntries(Object.entries(specFields).map(([name, schema]) => [name, z.optional(z.nullable(schema))])) as {
  [Name in keyof typeof specFields]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof specFields)[Name]>>;
};

/** POST /api/inventory and the add forms: the specs sit beside the other fields, each optional. */
export const itemCreateSchema = z
  .strictObject({
    ...itemFields,
    category: z._default(itemFields.category, 'door'),
    quantity: z._default(quantitySchema, ITEM_LIMITS.quantityDefault),
    imageUrl: z.optional(imageUrlSchema),
    ...optionalSpecs,
  })
  .check(
    z.superRefine((item, context) => {
      const problem = specsCategoryProblem(item.category, item);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: item });
    }),
  );
export type ItemCreateInput = z.infer<typeof itemCreateSchema>;

/** PUT /api/inventory/{id}: only the changed fields, at least one. */
export const itemUpdateSchema = z
  .strictObject({ ...z.partial(z.strictObject(itemFields)).shape, ...removableSpecs })
  .check(objectRule((fields) => Object.values(fields).some((value) => value !== undefined), 'No fields to update'));
export type ItemUpdateInput = z.infer<typeof itemUpdateSchema>;

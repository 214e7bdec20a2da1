import * as z from 'zod/mini';
import { IMAGE_URL_PATTERN } from '../image-rules';
import { CATEGORIES, ITEM_LIMITS } from '../listing-rules';
import { numberFromText, specFields, specsCategoryProblem } from './listing-specs';
import { integer, maxLength, minLength, objectRule, union } from './zod';
import { DEAL_MESSAGES, isPriced } from '../deals';
import { priceModeSchema, unitPriceCentsSchema } from './deals';

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
  priceMode: priceModeSchema,
  unitPriceCents: z.pipe(z.transform(numberFromText), unitPriceCentsSchema),
};

/**
 * A price mode with its unit price: fixed and negotiable need one, on-request and free take none. On an update
 * only what it sends is checked here; the merged listing is checked where it is written.
 */
export function priceProblem(fields: { priceMode?: string; unitPriceCents?: number | null }, partial: boolean): string | null {
  if (fields.priceMode === undefined) return null;
  const priced = isPriced(fields.priceMode as never);
  if (priced && fields.unitPriceCents == null && !partial) return DEAL_MESSAGES.priceRequired;
  if (!priced && fields.unitPriceCents != null) return DEAL_MESSAGES.priceOnlyPriced;
  return null;
}

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
    priceMode: z._default(itemFields.priceMode, 'on-request'),
    unitPriceCents: z.optional(itemFields.unitPriceCents),
    ...optionalSpecs,
  })
  .check(
    z.superRefine((item, context) => {
      const problem = specsCategoryProblem(item.category, item) ?? priceProblem(item, false);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: item });
    }),
  );
export type ItemCreateInput = z.infer<typeof itemCreateSchema>;

/** PUT /api/inventory/{id}: only the changed fields, at least one. */
export const itemUpdateSchema = z
  .strictObject({ ...z.partial(z.strictObject(itemFields)).shape, ...removableSpecs })
  .check(
    objectRule((fields) => Object.values(fields).some((value) => value !== undefined), 'No fields to update'),
    z.superRefine((fields, context) => {
      const problem = priceProblem(fields, true);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: fields });
    }),
  );
export type ItemUpdateInput = z.infer<typeof itemUpdateSchema>;

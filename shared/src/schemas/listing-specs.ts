import * as z from 'zod/mini';
import { DOOR_SPEC_FIELDS, DOOR_TYPES, MATERIALS, PART_SPEC_FIELDS, PART_TYPES, SPEC_LIMITS } from '../listing-rules';
import type { Category } from '../listing-rules';
import type { ListingSpecs } from '../types';
import { integer, maxLength } from './zod';

/** Form inputs and CSV cells deliver numbers as text: numeric strings become numbers, anything else is left for zod to reject. */
export function numberFromText(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

const TRUE_TEXT = new Set(['true', 'yes', 'y', '1']);
const FALSE_TEXT = new Set(['false', 'no', 'n', '0']);
/** Yes/no as text (a CSV cell, a form field) becomes a boolean; anything else is left for zod to reject. */
function booleanFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const folded = value.trim().toLowerCase();
  if (TRUE_TEXT.has(folded)) return true;
  if (FALSE_TEXT.has(folded)) return false;
  return value;
}

const sizeMessage = (label: string) => `${label} must be a whole number of inches from ${SPEC_LIMITS.sizeMinIn} to ${SPEC_LIMITS.sizeMaxIn}`;

/** A door size in whole inches. */
export const inches = (label: string) =>
  z.pipe(
    z.transform(numberFromText),
    z
      .number({ error: sizeMessage(label) })
      .check(integer(sizeMessage(label)), z.minimum(SPEC_LIMITS.sizeMinIn, sizeMessage(label)), z.maximum(SPEC_LIMITS.sizeMaxIn, sizeMessage(label))),
  );

const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, label: string) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

const yesNo = (label: string) => z.pipe(z.transform(booleanFromText), z.boolean({ error: `${label} must be true or false` }));

const rValueMessage = `R-value must be a number from ${SPEC_LIMITS.rValueMin} to ${SPEC_LIMITS.rValueMax}`;

/** Each spec field of a listing, as the create and update payloads and the CSV columns take it. */
export const specFields = {
  doorType: oneOf(DOOR_TYPES, 'Door type'),
  widthIn: inches('Width'),
  heightIn: inches('Height'),
  material: oneOf(MATERIALS, 'Material'),
  insulated: yesNo('Insulated'),
  rValue: z.pipe(
    z.transform(numberFromText),
    z.number({ error: rValueMessage }).check(z.minimum(SPEC_LIMITS.rValueMin, rValueMessage), z.maximum(SPEC_LIMITS.rValueMax, rValueMessage)),
  ),
  color: z.string({ error: 'Color must be text' }).check(z.trim(), maxLength(SPEC_LIMITS.colorMax, `Color must be at most ${SPEC_LIMITS.colorMax} characters long`)),
  windRated: yesNo('Wind rated'),
  partType: oneOf(PART_TYPES, 'Part type'),
  fitsWidthIn: inches('Fits width'),
  fitsHeightIn: inches('Fits height'),
};

/** The fields of `specs` that do not apply to `category`: door specs on a part, or part specs on a door. */
export function foreignSpecs(category: Category, specs: Partial<Record<keyof ListingSpecs, unknown>>): string[] {
  return (category === 'part' ? DOOR_SPEC_FIELDS : PART_SPEC_FIELDS).filter((field) => specs[field] != null);
}

/**
 * The message when specs of the other category were sent: door specs on a part, or part specs on a door.
 * Null when the specs fit the category.
 */
export function specsCategoryProblem(category: Category, specs: Partial<Record<keyof ListingSpecs, unknown>>): string | null {
  const foreign = foreignSpecs(category, specs);
  if (foreign.length === 0) return null;
  return `${foreign.join(', ')}: ${category === 'part' ? 'door specs apply to doors only' : 'part specs apply to parts only'}`;
}

import { centsOfDollars, DEAL_LIMITS, DEAL_MESSAGES, formatCents } from '@surplus/shared';
import { countLabel } from './format';

// Formik hands a number input's value over as a number ('' when empty): every check reads it as text.
type Typed = string | number;
const wholeNumber = (typed: Typed) => (/^\s*\d{1,9}\s*$/.test(String(typed)) ? Number(typed) : null);

/**
 * The quantity typed into a deal form, or why it cannot go: 1 to `max`. More than `max` reads `tooMany(max)`, the
 * API's words for it (what is left to reserve, by default; what a hold has), or with `tooMany` null the range
 * (`max` is then the most the API takes).
 */
export function quantityError(typed: Typed, max: number, tooMany: ((max: number) => string) | null = DEAL_MESSAGES.onlyAvailable): string | undefined {
  const quantity = wholeNumber(typed);
  if (String(typed).trim() === '') return 'Quantity is required';
  if (quantity === null || quantity < 1 || (quantity > max && !tooMany)) return `Quantity must be a whole number from 1 to ${max}`;
  if (quantity > max && tooMany) return tooMany(max);
  return undefined;
}

/** A unit price typed in dollars (`120`, `120.50`) as cents, or null when it is not one. */
export const unitPriceCentsOf = (text: string) => centsOfDollars(text.replace(/^\s*\$/, '').replaceAll(',', ''));

export function unitPriceError(text: string): string | undefined {
  if (text.trim() === '') return 'Unit price is required';
  const cents = unitPriceCentsOf(text);
  if (cents === null) return 'Enter the price in dollars, like 120 or 120.50';
  if (cents > DEAL_LIMITS.unitPriceCentsMax) return `Unit price must be at most ${formatCents(DEAL_LIMITS.unitPriceCentsMax)}`;
  return undefined;
}

export function hoursError(typed: Typed): string | undefined {
  const hours = wholeNumber(typed);
  if (hours === null || hours < DEAL_LIMITS.offerHoursMin || hours > DEAL_LIMITS.offerHoursMax) {
    return `Expiry must be a whole number of hours from ${DEAL_LIMITS.offerHoursMin} to ${DEAL_LIMITS.offerHoursMax}`;
  }
  return undefined;
}

export function daysError(typed: Typed): string | undefined {
  const days = wholeNumber(typed);
  if (days === null || days < DEAL_LIMITS.extendDaysMin || days > DEAL_LIMITS.extendDaysMax) {
    return `Days must be a whole number from ${DEAL_LIMITS.extendDaysMin} to ${DEAL_LIMITS.extendDaysMax}`;
  }
  return undefined;
}

/** Text of at most `max` characters (trimmed, as the API reads it), or why not: 'Note must be at most 500 characters'. */
export const lengthError = (name: string, text: string, max: number) =>
  text.trim().length > max ? `${name} must be at most ${countLabel(max)} characters` : undefined;

export const messageError = (text: string) => lengthError('Message', text, DEAL_LIMITS.offerMessageMax);

/** The errors of a form: only the fields that have one (Formik counts a key with undefined as an error). */
export function formErrors<Values>(errors: Partial<Record<keyof Values, string | undefined>>): Partial<Record<keyof Values, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<keyof Values, string>>;
}

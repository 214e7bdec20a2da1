import { centsOfDollars } from '@surplus/shared';

/**
 * The whole cents of a dollar amount as a person types it, or null when it is not one: an optional `$` and
 * thousands commas (`$1,250.50`) are allowed. The digits are read as text (centsOfDollars), never through a float.
 */
export function centsOfTypedDollars(text: string): number | null {
  const dollars = text.trim().replace(/^\$\s*/, '');
  return centsOfDollars(/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(dollars) ? dollars.replaceAll(',', '') : dollars);
}

export const DOLLARS_EXAMPLE = 'like 120 or 120.50';

import * as z from 'zod/mini';

/** A numeric id as a path or query string writes it: decimal digits, no sign, spaces or leading zero. */
const ID_TEXT = /^[1-9]\d*$/;

/**
 * The numeric id (a listing's, a business's) a path segment or query parameter names, or null when the text is
 * not one: a positive whole number written plainly (`1e3`, `0x10`, `01`, ` 1` are not ids) and at most
 * Number.MAX_SAFE_INTEGER, so the number read is exactly the one written.
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * An id in a query string, read with parseId. Text that is no id is refused as not a number
 * (`Expected number, received nan`), as it was when query ids were read with Number().
 */
export const idQuerySchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => parseId(text) ?? Number.NaN),
  ),
  z.number(),
);

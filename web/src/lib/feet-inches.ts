const FEET_MARK = String.raw`(?:'|’|ft\.?|feet|foot)`;
const INCH_MARK = String.raw`(?:"|”|''|’’|in\.?|inch(?:es)?)`;
/** `12' 6"`, `12'`, `12ft 6in`, `12 ft`, `12' 6`: feet, then optionally 0 to 11 inches. */
const FEET_AND_INCHES = new RegExp(String.raw`^(\d{1,3})\s*${FEET_MARK}\s*(?:(\d{1,2})\s*${INCH_MARK}?)?$`, 'i');
/** `144`, `144"`, `144 in`: inches only. */
const INCHES_ONLY = new RegExp(String.raw`^(\d{1,4})\s*${INCH_MARK}?$`, 'i');

/** A length typed as feet and inches or as inches, in whole inches; null when the text is not one. */
export function parseFeetInches(text: string): number | null {
  const trimmed = text.trim();
  const feetAndInches = FEET_AND_INCHES.exec(trimmed);
  if (feetAndInches) {
    const inches = Number(feetAndInches[2] ?? 0);
    return inches < 12 ? Number(feetAndInches[1]) * 12 + inches : null;
  }
  const inchesOnly = INCHES_ONLY.exec(trimmed);
  return inchesOnly ? Number(inchesOnly[1]) : null;
}

/** Whole inches as feet and inches: 144 is `12' 0"`, 150 is `12' 6"`. */
export const formatFeetInches = (inches: number) => `${Math.floor(inches / 12)}' ${inches % 12}"`;

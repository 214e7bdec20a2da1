import { SPEC_LIMITS } from './listing-rules';

export interface OpeningSize {
  widthIn: number;
  heightIn: number;
}

/*
 * How a text's size is read
 *
 * A size is two lengths joined by `x`, `×`, `*` or `by` (`12x14`, `12' x 14'`, `12 ft wide by 14 ft high`), or by a
 * comma or `and` when both lengths are labelled (`12' wide, 14' high`). Width comes first unless the labels say
 * otherwise (`14' high x 12' wide`, `H 84" x W 96"`). The first pair that reads as a door size wins.
 *
 * Each length is feet and inches (`12'`, `12'6"`, `12'-0"`, `12 ft`, `12 feet`), inches (`144"`, `144 in`), metres
 * (`3000 mm`, `300 cm`, `3 m`) or a bare number; straight, curly and prime marks (' ’ ′, " ” ″ '') all count.
 *
 * Bare numbers:
 * - one bare side takes the other side's unit (`12 x 14 ft`, `144 x 168 in`);
 * - a pair of bare numbers (or one that borrowed its unit) is feet when both are from 4 to 40 (`12x14`, `9x7`),
 *   and inches when both are from 48 to 600 (`96 x 84`); anything else is no size. This keeps out lumber (`2x4`),
 *   bolts (`3/8 x 2`) and counts (`2 x 50 ft` of seal).
 *
 * Never a size:
 * - a number glued to letters, dots, slashes or dashes (`M10x1.5`, `R-16`, `1/2 x 3/4`), or a third dimension
 *   (`12x14x2`);
 * - a pair after an identifier label (`SKU 123x456`, `Part # 40x60`, `Model 24x30`);
 * - a pair followed by a unit of weight, count or power (`4 x 25 lb`, `6 x 10 pcs`) or a lumber word (`4x4 post`);
 * - door codes without a separator (`3070` is 3'0" x 7'0" in the trade, but also any four-digit number).
 *
 * The result is in whole inches and within the spec's size limits, or null.
 */

/** Spaces between the parts of a size: bounded, so no text makes the pattern backtrack for long. */
const GAP = String.raw`\s{0,3}`;
const NUMBER = String.raw`\d{1,4}(?:\.\d+)?(?!\d|\.\d)`;
const FOOT = String.raw`(?:'(?!')|’(?!’)|′(?!′)|ft\b\.?|feet\b|foot\b)`;
const INCH = String.raw`(?:"|”|″|''|’’|′′|in\b\.?|inch(?:es)?\b)`;
const METRIC = String.raw`(?:mm|cm|m)\b`;
const WIDTH_LABEL = String.raw`(?:w|wd|wide|width)\b`;
const HEIGHT_LABEL = String.raw`(?:h|ht|high|height|tall)\b`;
const LABEL = `${WIDTH_LABEL}|${HEIGHT_LABEL}`;

/** One length, its groups named after `side` (a or b). */
const length = (side: 'a' | 'b') =>
  String.raw`(?:(?<${side}Pre>${LABEL})${GAP}[:=]?${GAP})?` +
  String.raw`(?<${side}Num>${NUMBER})${GAP}-?${GAP}` +
  String.raw`(?:(?<${side}Ft>${FOOT})(?:${GAP}-?${GAP}(?<${side}Extra>\d{1,2}(?:\.\d+)?)(?!\d)${GAP}(?:${INCH})?)?|(?<${side}In>${INCH})|(?<${side}Metric>${METRIC}))?` +
  String.raw`(?:${GAP}(?<${side}Post>${LABEL}))?`;

const IDENTIFIER = String.raw`\b(?:sku|part|p\/n|pn|model|mdl|item|ref|lot|order|serial|s\/n|upc|cat(?:alog)?)${GAP}(?:#|no\.?|number)?${GAP}[:#]?${GAP}`;
const NOT_A_LENGTH = String.raw`(?:lbs?|kg|g|oz|pcs?|pieces?|pk|packs?|ct|count|gal|v|volts?|amps?|hp|rpm|lumber|studs?|posts?|boards?|timbers?)\b`;

const SIZE = new RegExp(
  String.raw`(?=\d|[wh])(?<![\w.#/\\-])(?<!${IDENTIFIER})` +
    length('a') +
    String.raw`(?:${GAP}(?:[x×*]|by)${GAP}|(?<labelledSep>${GAP}(?:,|and|&)${GAP}))` +
    length('b') +
    String.raw`(?![\w.\/]|${GAP}[x×*]${GAP}\d|${GAP}(?:${FOOT}|${INCH}|${METRIC}|${NOT_A_LENGTH}))`,
  'gi',
);

type Unit = 'ft' | 'in' | 'mm' | 'cm' | 'm';
interface Length {
  value: number;
  extraIn: number;
  unit: Unit | null;
  label: 'width' | 'height' | null;
}

const MM_PER_UNIT: Record<'mm' | 'cm' | 'm', number> = { mm: 1, cm: 10, m: 1000 };

function lengthOf(groups: Record<string, string | undefined>, side: 'a' | 'b'): Length {
  const label = groups[`${side}Pre`] ?? groups[`${side}Post`];
  const metric = groups[`${side}Metric`]?.toLowerCase() as 'mm' | 'cm' | 'm' | undefined;
  return {
    value: Number(groups[`${side}Num`]),
    extraIn: Number(groups[`${side}Extra`] ?? 0),
    unit: groups[`${side}Ft`] ? 'ft' : groups[`${side}In`] ? 'in' : (metric ?? null),
    label: label ? (new RegExp(`^${WIDTH_LABEL}$`, 'i').test(label) ? 'width' : 'height') : null,
  };
}

const between = (value: number, min: number, max: number) => value >= min && value <= max;

/** Inches of a length in a known unit. */
function toInches({ value, extraIn }: Length, unit: Unit): number {
  if (unit === 'ft') return value * 12 + extraIn;
  if (unit === 'in') return value;
  return (value * MM_PER_UNIT[unit]) / 25.4;
}

/** Both lengths in inches, or null when they are no door size (see the rules above). */
function pairInches(a: Length, b: Length): [number, number] | null {
  if (a.unit && b.unit) return [toInches(a, a.unit), toInches(b, b.unit)];
  const borrowed = a.unit ?? b.unit;
  if (borrowed === null || borrowed === 'ft') {
    if (between(a.value, 4, 40) && between(b.value, 4, 40)) return [toInches(a, 'ft'), toInches(b, 'ft')];
    if (borrowed === 'ft') return null;
  }
  if (borrowed === null || borrowed === 'in') {
    return between(a.value, 48, 600) && between(b.value, 48, 600) ? [a.value, b.value] : null;
  }
  return [toInches(a, borrowed), toInches(b, borrowed)];
}

const inRange = (inches: number) => between(inches, SPEC_LIMITS.sizeMinIn, SPEC_LIMITS.sizeMaxIn);

/**
 * The door size a text gives (width first, then height), in whole inches, or null when it gives none a door
 * could have. Used where a seller entered no size: never over one they entered.
 */
export function readSize(text: string): OpeningSize | null {
  for (const match of text.matchAll(SIZE)) {
    const groups = match.groups ?? {};
    const a = lengthOf(groups, 'a');
    const b = lengthOf(groups, 'b');
    if (groups.labelledSep !== undefined && !(a.label && b.label)) continue;
    const pair = pairInches(a, b);
    if (!pair) continue;
    const heightFirst = a.label === 'height' || b.label === 'width';
    const [widthIn, heightIn] = (heightFirst ? [pair[1], pair[0]] : pair).map(Math.round) as [number, number];
    if (inRange(widthIn) && inRange(heightIn)) return { widthIn, heightIn };
  }
  return null;
}

import { SPEC_LIMITS } from './constants';

export interface OpeningSize {
  widthIn: number;
  heightIn: number;
}

/** A length in feet and inches (`12'`, `12' 6"`, `12'6`, `12 ft 6 in`, `12ft`) or inches (`144"`, `144 in`). */
const FEET_INCHES = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:'|’|ft\.?|feet|foot)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|”|''|in\.?|inch(?:es)?)?)?`;
const INCHES = String.raw`(\d{1,3}(?:\.\d+)?)\s*(?:"|”|''|in\.?|inch(?:es)?)`;
const BARE = String.raw`(\d{1,3}(?:\.\d+)?)`;
const TIMES = String.raw`\s*(?:x|×|by|X)\s*`;

const PATTERNS: { regex: RegExp; read: (match: RegExpExecArray) => [number, number] | null }[] = [
  // 12' x 14', 12'0" x 14'0", 12 ft x 14 ft, 12ft 6in by 14ft
  {
    regex: new RegExp(`${FEET_INCHES}${TIMES}${FEET_INCHES}`, 'i'),
    read: (m) => [feet(m[1], m[2]), feet(m[3], m[4])],
  },
  // 144" x 168", 144 in x 168 in, 144 x 168 in
  {
    regex: new RegExp(`${BARE}\\s*(?:"|”|''|in\\.?|inch(?:es)?)?${TIMES}${INCHES}`, 'i'),
    read: (m) => [Number(m[1]), Number(m[2])],
  },
  // 12 ft wide by 14 ft high, 12' wide x 14' tall
  {
    regex: new RegExp(`${FEET_INCHES}\\s*(?:w|wide)\\b.{0,12}?${FEET_INCHES}\\s*(?:h|high|tall)\\b`, 'i'),
    read: (m) => [feet(m[1], m[2]), feet(m[3], m[4])],
  },
  // 12x14, 12 x 14, 10X10: a bare pair is feet when both are small, inches when both are door-sized inches
  {
    regex: new RegExp(`(?<![\\d.])${BARE}${TIMES}${BARE}(?![\\d.'"”]|\\s*(?:ft|in|mm|cm|m)\\b)`, 'i'),
    read: (m) => bare(Number(m[1]), Number(m[2])),
  },
];

const feet = (ft: string | undefined, inches: string | undefined) => Number(ft) * 12 + Number(inches ?? 0);

/** Bare numbers: both up to 40 read as feet (a 12x14 door), both from 24 up as inches (144 x 168). */
function bare(a: number, b: number): [number, number] | null {
  if (a <= 40 && b <= 40) return [a * 12, b * 12];
  if (a >= SPEC_LIMITS.sizeMinIn && b >= SPEC_LIMITS.sizeMinIn) return [a, b];
  return null;
}

const inRange = (inches: number) => inches >= SPEC_LIMITS.sizeMinIn && inches <= SPEC_LIMITS.sizeMaxIn;

/**
 * The door size a text gives (width first, then height), in whole inches, or null when it gives none a door
 * could have. Used where a seller entered no size: never over one they entered.
 */
export function readSize(text: string): OpeningSize | null {
  for (const { regex, read } of PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    const size = read(match);
    if (!size) continue;
    const [widthIn, heightIn] = size.map(Math.round) as [number, number];
    if (inRange(widthIn) && inRange(heightIn)) return { widthIn, heightIn };
  }
  return null;
}

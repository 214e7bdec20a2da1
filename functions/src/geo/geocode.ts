import type { GeoPoint } from '@surplus/shared';
import { gazetteer, placeKey } from './gazetteer';

const ZIP = /^\s*(\d{5})(?:-\d{4})?\s*$/;
/** "City, ST", "City ST" or "City, State": the state is the last word(s) after the comma, or the last word. */
const CITY_STATE = /^\s*(.+?)\s*(?:,\s*|\s+)([A-Za-z][A-Za-z .]*?)\s*$/;

/**
 * The point of a place as buyers and sellers write it: a 5-digit ZIP (ZIP+4 too) or a US "City, ST" (the
 * state as its code or its name). Null when the gazetteer does not know it.
 */
export function geocode(place: string): GeoPoint | null {
  const { zips, places, states } = gazetteer();
  const zip = ZIP.exec(place);
  if (zip) return zips.get(zip[1] as string) ?? null;
  const withComma = place.includes(',') ? /^\s*(.+?)\s*,\s*([A-Za-z .]+?)\s*$/.exec(place) : CITY_STATE.exec(place);
  if (!withComma) return null;
  const [, city, stateText] = withComma as unknown as [string, string, string];
  const folded = stateText.replace(/\./g, '').toUpperCase().trim();
  const state = folded.length === 2 ? folded : states.get(folded);
  return state ? (places.get(placeKey(city, state)) ?? null) : null;
}

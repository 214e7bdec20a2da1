import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeoPoint } from '@surplus/shared';

/**
 * The offline gazetteer: US ZIP codes and cities with their coordinates, from the `zipcodes` package (its
 * ZIP table, about 42,000 rows). A city's point is the mean of its ZIPs' points. Read on first use, once per
 * instance; no network call and no paid map API.
 *
 * The package is 5 MB of JavaScript (about 200 ms to load), so no bundle holds it: a function that geocodes
 * ships the compact form (`compactGazetteer`) as GAZETTEER_FILE beside its bundle (infra's gazetteer bundling),
 * which loads in a fraction of that. Where the file is absent (the local runtime and tests run the sources),
 * the package is read instead; both go through the same compact form, so they answer alike.
 */
export interface Gazetteer {
  zips: Map<string, GeoPoint>;
  /** By folded "city|ST" (placeKey). */
  places: Map<string, GeoPoint>;
  /** Full US state names (upper case) to their two-letter codes. */
  states: Map<string, string>;
}

/** The file a function that geocodes ships beside its bundle (index.mjs). */
export const GAZETTEER_FILE = 'gazetteer.json';

/** The gazetteer as plain data: keys and their points as flat [lat, lon, lat, lon, ...] arrays. */
export interface CompactGazetteer {
  zips: string[];
  zipPoints: number[];
  places: string[];
  placePoints: number[];
  states: Record<string, string>;
}

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** A city name folded for lookups: upper case, "St." and "Ft." spelled out, no punctuation or extra spaces. */
export function foldCity(city: string): string {
  return city
    .toUpperCase()
    .replace(/\bST\.?(?=\s)/g, 'SAINT')
    .replace(/\bFT\.?(?=\s)/g, 'FORT')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
export const placeKey = (city: string, state: string) => `${foldCity(city)}|${state.toUpperCase()}`;

/** Six decimals (about 0.1 m): the package's own precision is four, a city's mean needs no more. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The compact gazetteer, built from the package (the bundling writes it to GAZETTEER_FILE). */
export function compactGazetteer(): CompactGazetteer {
  // A local require: esbuild leaves it alone (and the bundling marks the package external besides).
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
  const { full } = require('zipcodes/lib/states.js') as { full: Record<string, string> };
  const compact: CompactGazetteer = { zips: [], zipPoints: [], places: [], placePoints: [], states: full };
  const sums = new Map<string, { lat: number; lon: number; n: number }>();
  for (const row of Object.values(codes)) {
    compact.zips.push(row.zip);
    compact.zipPoints.push(row.latitude, row.longitude);
    const key = placeKey(row.city, row.state);
    const sum = sums.get(key) ?? { lat: 0, lon: 0, n: 0 };
    sums.set(key, { lat: sum.lat + row.latitude, lon: sum.lon + row.longitude, n: sum.n + 1 });
  }
  for (const [key, sum] of sums) {
    compact.places.push(key);
    compact.placePoints.push(coordinate(sum.lat / sum.n), coordinate(sum.lon / sum.n));
  }
  return compact;
}

const pointsByKey = (keys: readonly string[], points: readonly number[]) =>
  new Map(keys.map((key, i) => [key, { lat: points[2 * i] as number, lon: points[2 * i + 1] as number }]));

/** The maps of a compact gazetteer. */
export const gazetteerOf = (compact: CompactGazetteer): Gazetteer => ({
  zips: pointsByKey(compact.zips, compact.zipPoints),
  places: pointsByKey(compact.places, compact.placePoints),
  states: new Map(Object.entries(compact.states)),
});

/** GAZETTEER_FILE beside the running module: the bundle's folder on Lambda. */
const shippedFile = () => new URL(GAZETTEER_FILE, import.meta.url);

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const file = shippedFile();
  const compact = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CompactGazetteer) : compactGazetteer();
  loaded = gazetteerOf(compact);
  return loaded;
}

import { createRequire } from 'node:module';
import type { GeoPoint } from '@surplus/shared';

/**
 * The offline gazetteer: US ZIP codes and cities with their coordinates, from the `zipcodes` package (its
 * ZIP table, about 42,000 rows). A city's point is the mean of its ZIPs' points. Read on first use, once per
 * instance; no network call and no paid map API.
 */
export interface Gazetteer {
  zips: Map<string, GeoPoint>;
  /** By folded "city|ST" (placeKey). */
  places: Map<string, GeoPoint>;
  /** Full US state names (upper case) to their two-letter codes. */
  states: Map<string, string>;
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

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
  const { full } = require('zipcodes/lib/states.js') as { full: Record<string, string> };
  const zips = new Map<string, GeoPoint>();
  const sums = new Map<string, { lat: number; lon: number; n: number }>();
  for (const row of Object.values(codes)) {
    zips.set(row.zip, { lat: row.latitude, lon: row.longitude });
    const key = placeKey(row.city, row.state);
    const sum = sums.get(key) ?? { lat: 0, lon: 0, n: 0 };
    sums.set(key, { lat: sum.lat + row.latitude, lon: sum.lon + row.longitude, n: sum.n + 1 });
  }
  const places = new Map([...sums].map(([key, sum]) => [key, { lat: sum.lat / sum.n, lon: sum.lon / sum.n }]));
  loaded = { zips, places, states: new Map(Object.entries(full)) };
  return loaded;
}

import { describe, expect, it } from 'vitest';
import { distanceMi, type GeoPoint } from '@surplus/shared';
import ngeohash from 'ngeohash';
import { cellRanges, coveringCells } from '../src/data/users/owners-near';

/** A deterministic spread of points around `origin` out to 1.2 times the radius (mulberry32). */
function pointsAround(origin: GeoPoint, radiusMi: number, count: number, seed = 1): GeoPoint[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const reachDegrees = (1.2 * radiusMi) / 69;
  return Array.from({ length: count }, () => {
    const lat = Math.max(-90, Math.min(90, origin.lat + (next() * 2 - 1) * reachDegrees));
    const lon = ((origin.lon + (next() * 2 - 1) * reachDegrees * 3 + 540) % 360) - 180;
    return { lat, lon };
  });
}

describe('the geohash cells covering a circle', () => {
  const origins: GeoPoint[] = [
    { lat: 32.78, lon: -96.8 },
    { lat: 47.61, lon: -122.33 },
    { lat: 51.88, lon: -176.65 },
    { lat: 64.84, lon: -147.72 },
    { lat: -33.87, lon: 151.21 },
    { lat: 0, lon: 179.99 },
  ];

  it('hold every point within the radius', () => {
    for (const origin of origins) {
      for (const radiusMi of [1, 10, 50, 100, 500, 1000]) {
        const cells = coveringCells(origin, radiusMi);
        for (const point of pointsAround(origin, radiusMi, 400)) {
          if (distanceMi(origin, point) > radiusMi) continue;
          const hash = ngeohash.encode(point.lat, point.lon, 9);
          expect(cells.some((cell) => hash.startsWith(cell)), `${JSON.stringify(point)} within ${radiusMi} mi of ${JSON.stringify(origin)}`).toBe(true);
        }
      }
    }
  });

  it('are read as ranges that hold every cell, and at most one cell the circle misses between two it needs', () => {
    const digits = '0123456789bcdefghjkmnpqrstuvwxyz';
    const next = (cell: string) => cell.slice(0, -1) + digits[digits.indexOf(cell.at(-1)!) + 1];
    for (const origin of origins) {
      for (const radiusMi of [1, 10, 50, 100, 500, 1000]) {
        const cells = coveringCells(origin, radiusMi);
        const ranges = cellRanges(cells);
        for (const cell of cells) expect(ranges.filter((range) => cell >= range.low && cell <= range.high && cell.startsWith(range.partition))).toHaveLength(1);
        for (const range of ranges) {
          // Walk the range cell by cell (within its last digit's run): no two missed cells in a row.
          let missed = 0;
          for (let cell = range.low; cell < range.high; cell = next(cell)) {
            missed = cells.includes(cell) ? 0 : missed + 1;
            expect(missed, `${range.low}..${range.high}`).toBeLessThanOrEqual(1);
            if (cell.at(-1) === 'z') break;
          }
        }
      }
    }
    expect(cellRanges(coveringCells(origins[0]!, 100)).length).toBeLessThanOrEqual(5);
  });

  it('are few, and finer for a smaller circle', () => {
    const dallas = origins[0] as GeoPoint;
    const sizes = [1, 50, 100, 500, 1000].map((radiusMi) => coveringCells(dallas, radiusMi));
    for (const cells of sizes.slice(0, 4)) expect(cells.length).toBeLessThanOrEqual(16);
    expect(sizes[4]!.length).toBeLessThanOrEqual(40);
    expect(sizes.map((cells) => cells[0]!.length)).toEqual([5, 3, 3, 2, 2]);
  });
});

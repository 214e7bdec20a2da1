import { distanceMi, type GeoPoint } from '@surplus/shared';
import ngeohash from 'ngeohash';
import { queryAll } from '../table/client';

/**
 * Where businesses are: every user with a point (its ZIP or location, geocoded) carries gsi7 keys from the
 * point's geohash, so the owners near a place are read from the few geohash cells that cover the circle around
 * it. A partition holds the users of one 2-character cell (about 1,250 by 625 km); a finer cell is a prefix of
 * the sort key within it. The users entity writes these keys and reads them; listings' lists ask it for the owners
 * near a place (listings/lists/filtered-pages.ts).
 *
 * | access pattern                         | index | partition key             | sort key                         |
 * |----------------------------------------|-------|---------------------------|----------------------------------|
 * | owners within a radius of a point      | gsi7  | PLACE#<geohash, 2 chars>  | <geohash, 9 chars>#<userId>      |
 */
const PARTITION_CHARS = 2;
const POINT_CHARS = 9;
/** Finer cells read fewer users but need more queries: the finest cell size whose cover needs at most this many. */
const MAX_CELLS = 16;
const FINEST_CELL_CHARS = 6;

/** The gsi7 keys of a user with a point (users/users.ts writes them with the profile). */
export function placeIndexKeys(userId: number, point: GeoPoint) {
  const hash = ngeohash.encode(point.lat, point.lon, POINT_CHARS);
  return { gsi7pk: `PLACE#${hash.slice(0, PARTITION_CHARS)}`, gsi7sk: `${hash}#${String(userId).padStart(12, '0')}` };
}

export interface OwnerNear {
  userId: number;
  /** Exact (haversine) miles from the origin, not rounded. */
  distanceMi: number;
  itemCount: number;
}

interface PlaceEntry {
  id: number;
  lat: number;
  lon: number;
  itemCount?: number;
}

/** The owners whose point is within `radiusMi` of `origin`, nearest first, then by user id. */
export async function ownersNear(origin: GeoPoint, radiusMi: number): Promise<OwnerNear[]> {
  const entries = await Promise.all(
    cellRanges(coveringCells(origin, radiusMi)).map(({ partition, low, high }) =>
      queryAll<PlaceEntry>({
        IndexName: 'gsi7',
        KeyConditionExpression: low.length > PARTITION_CHARS ? 'gsi7pk = :pk AND gsi7sk BETWEEN :low AND :high' : 'gsi7pk = :pk',
        ExpressionAttributeValues: { ':pk': `PLACE#${partition}`, ...(low.length > PARTITION_CHARS && { ':low': low, ':high': `${high}\uffff` }) },
      }),
    ),
  );
  return entries
    .flat()
    .map((entry) => ({ userId: Number(entry.id), distanceMi: distanceMi(origin, entry), itemCount: Number(entry.itemCount ?? 0) }))
    .filter((owner) => owner.distanceMi <= radiusMi)
    .sort((a, b) => a.distanceMi - b.distanceMi || a.userId - b.userId);
}

const MILES_PER_DEGREE = distanceMi({ lat: 0, lon: 0 }, { lat: 1, lon: 0 });
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The latitude and longitude ranges that hold every point within `radiusMi` of `origin` (two at the antimeridian). */
export function boundingBoxes(origin: GeoPoint, radiusMi: number): { minLat: number; maxLat: number; minLon: number; maxLon: number }[] {
  // A hair wider than the circle: a point exactly on it must not fall outside by a rounding error.
  const angle = (radiusMi / MILES_PER_DEGREE) * (1 + 1e-9) + 1e-9;
  const minLat = Math.max(-90, origin.lat - angle);
  const maxLat = Math.min(90, origin.lat + angle);
  // The widest longitude of a spherical cap, unless it holds a pole (then every longitude).
  const reach = Math.sin(radians(angle)) / Math.cos(radians(origin.lat));
  const halfWidth = maxLat === 90 || minLat === -90 || reach >= 1 ? 180 : degrees(Math.asin(reach));
  if (halfWidth >= 180) return [{ minLat, maxLat, minLon: -180, maxLon: 180 }];
  const west = origin.lon - halfWidth;
  const east = origin.lon + halfWidth;
  if (west < -180) return [{ minLat, maxLat, minLon: west + 360, maxLon: 180 }, { minLat, maxLat, minLon: -180, maxLon: east }];
  if (east > 180) return [{ minLat, maxLat, minLon: west, maxLon: 180 }, { minLat, maxLat, minLon: -180, maxLon: east - 360 }];
  return [{ minLat, maxLat, minLon: west, maxLon: east }];
}

/**
 * The geohash cells that together cover the circle: of the finest size whose cover takes at most MAX_CELLS
 * cells (a 1-mile circle takes 5-character cells of about 5 km, a 100-mile one 3-character cells of about
 * 150 km), never coarser than a partition.
 */
export function coveringCells(origin: GeoPoint, radiusMi: number): string[] {
  const boxes = boundingBoxes(origin, radiusMi);
  const cover = (chars: number) => [...new Set(boxes.flatMap((box) => ngeohash.bboxes(box.minLat, box.minLon, box.maxLat, box.maxLon, chars)))];
  let cells = cover(PARTITION_CHARS);
  for (let chars = PARTITION_CHARS + 1; chars <= FINEST_CELL_CHARS; chars++) {
    const finer = cover(chars);
    if (finer.length > MAX_CELLS) break;
    cells = finer;
  }
  return cells;
}

/** Geohash digits, in the order (also byte order) of the cells they name. */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
/** A cell's place among the cells of its size in its partition. */
const cellIndex = (cell: string) => [...cell.slice(PARTITION_CHARS)].reduce((index, digit) => index * 32 + BASE32.indexOf(digit), 0);
/** Cells a range reads although the circle misses them: reading a cell's few owners costs less than another Query. */
const SKIPPED_CELLS_MAX = 1;

/**
 * The cover's cells as ranges of the sort key, one Query each: neighbouring cells of a partition are often
 * next to each other in geohash order too (a 100-mile circle's 12 cells are 4 ranges).
 */
export function cellRanges(cells: readonly string[]): { partition: string; low: string; high: string }[] {
  const ranges: { partition: string; low: string; high: string }[] = [];
  for (const cell of [...cells].sort()) {
    const partition = cell.slice(0, PARTITION_CHARS);
    const last = ranges.at(-1);
    if (last && last.partition === partition && cell.length > PARTITION_CHARS && cellIndex(cell) - cellIndex(last.high) <= SKIPPED_CELLS_MAX + 1) last.high = cell;
    else ranges.push({ partition, low: cell, high: cell });
  }
  return ranges;
}

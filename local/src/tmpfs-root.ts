import { accessSync, constants, statfsSync } from 'node:fs';

export const SHARED_MEMORY = '/dev/shm';

/**
 * `/dev/shm` when it is writable tmpfs with `minFreeBytes` free, else null. DynamoDB Local keeps its tables
 * in SQLite files: on disk every batch of writes waits for them (bulk writes run about three times slower),
 * so the benchmark and the test runtimes keep their data in memory when they can.
 */
export function tmpfsRoot(minFreeBytes = 0): string | null {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHARED_MEMORY);
    return bavail * bsize >= minFreeBytes ? SHARED_MEMORY : null;
  } catch {
    return null;
  }
}

import type { UserRecord } from '../functions/src/data/users/users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/src/services/aws-local';
import { type DynamoDbLocal, startDynamoDbLocal } from '../local/src/services/dynamodb-local';
import { freePort } from '../local/src/services/free-port';
import { TABLE_NAME } from '../local/src/runtime';
import { businesses, items } from './catalogue';

export const BUSINESS_COUNT = 300;
export const BENCH_PASSWORD = 'bench-password-1';

export interface SeedResult {
  size: number;
  added: number;
  seconds: number;
  itemsPerSecond: number;
}

export interface Seeded {
  /** Every seeded listing id, oldest first. */
  itemIds: number[];
  /** The businesses (UserRecord), for signing in as one. */
  owners: UserRecord[];
}

/**
 * Seeds through the data layer (functions/src/data/listings/bulk-import.ts: batched writes) into DynamoDB Local on
 * `dataDir`, run by this process on a port of its own and stopped again after each call, so that the local
 * runtime can then open the same data dir. Seeding while the runtime runs would make its stream poller
 * replay every insert to the broadcaster during the load test; started afterwards it reads from LATEST.
 * The data modules read their endpoint when they load, hence one fixed port for every restart.
 */
export async function createSeeder(dataDir: string, options: { port?: number; businessCount?: number } = {}) {
  // A second seeder (another data dir) must reuse the first one's port: the data layer is loaded once.
  const port = options.port ?? (await freePort());
  const businessCount = options.businessCount ?? BUSINESS_COUNT;
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    TABLE_NAME,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    POWERTOOLS_LOG_LEVEL: 'WARN',
  });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;

  const seeded: Seeded = { itemIds: [], owners: [] };

  const withDatabase = async <T>(work: () => Promise<T>): Promise<T> => {
    const dynamo: DynamoDbLocal = await startDynamoDbLocal(dataDir, port);
    try {
      const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
      const { ensureTable } = await import('../local/src/services/table');
      const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
      await ensureTable(client, TABLE_NAME, dataDir);
      client.destroy();
      return await work();
    } finally {
      await dynamo.stop();
    }
  };

  /** Adds listings until `size` exist (the businesses first, once); times the listings only. */
  async function growTo(size: number, log: (line: string) => void): Promise<SeedResult> {
    return withDatabase(async () => {
      // Imported only now: the data layer reads DYNAMODB_ENDPOINT when it loads.
      const { createUser } = await import('../functions/src/data/users/users');
      const { hashPassword } = await import('../functions/src/lib/password');
      const { importItems } = await import('../functions/src/data/listings/bulk-import');
      if (seeded.owners.length === 0) {
        const passwordHash = await hashPassword(BENCH_PASSWORD);
        const started = performance.now();
        for (const business of businesses(businessCount)) seeded.owners.push(await createUser({ ...business, passwordHash }));
        // createUser geocodes each location: the distance searches find only the businesses it placed.
        const placed = seeded.owners.filter((owner) => owner.lat !== undefined && owner.lon !== undefined).length;
        log(`  ${businessCount} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s, ${placed} placed by their location`);
        if (placed < businessCount) throw new Error(`${businessCount - placed} businesses have no point: is their location in the gazetteer?`);
      }
      const { getCounts } = await import('../functions/src/data/table/counters');
      // Listings created by the load test's create route count too: the table holds `size` listings after this.
      const counts = await getCounts();
      const existing = counts.totalDoors + counts.totalParts;
      const from = seeded.itemIds.length;
      const target = from + Math.max(0, size - existing);
      const batch = items(from, target, seeded.owners.length).map(({ owner, input, lastUpdated }) => ({
        owner: seeded.owners[owner] as UserRecord,
        input,
        lastUpdated,
      }));
      // One call: importItems moves each owner's count once per call, one transaction per owner.
      const started = performance.now();
      const created = await importItems(batch);
      for (const item of created) seeded.itemIds.push(item.id);
      const seconds = (performance.now() - started) / 1000;
      return { size, added: target - from, seconds, itemsPerSecond: (target - from) / seconds };
    });
  }

  return { growTo, withDatabase, seeded, port };
}

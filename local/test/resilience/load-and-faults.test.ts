import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { InventoryItem, InventoryStats, User } from '@surplus/shared';
import { ApiClient } from '../../src/api-client';
import { type Runtime, startRuntime, TABLE_NAME } from '../../src/runtime';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/services/aws-local';
import { businessFields, expectRefused, imageForm, itemFields, pngBytes } from '../support/fixtures';
import { type ItemLedger, lostWrites, mixedLoad } from './support/mixed-load';

/** RESILIENCE_LOAD_SECONDS shortens the steady load for a quick local try. */
const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
const WORKERS = 16;

/** The figures SECURITY.md quotes come from these lines. */
const report = (label: string, figures: unknown) => console.log(`[resilience] ${label}: ${JSON.stringify(figures)}`);

// In this process, not as a child: the test stops and restarts DynamoDB Local and the S3 server through `services`.
describe('the local runtime under load and faults', () => {
  let runtime: Runtime;
  let owners: ApiClient[];
  const ledger = new Map<number, ItemLedger>();
  const client = () => new ApiClient(runtime.url);

  beforeAll(async () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    runtime = await startRuntime({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'surplus-resilience-')), quiet: true });
    owners = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const owner = client();
        const response = await owner.post<User>('/api/register', businessFields());
        if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
        return owner;
      }),
    );
  });
  afterAll(() => runtime?.stop());

  /** The counters agree with the listings, whatever happened before. */
  async function expectCountersExact() {
    const [stats, doors, parts] = await Promise.all([
      client().get<InventoryStats>('/api/inventory/stats'),
      client().get<InventoryItem[]>('/api/inventory/door'),
      client().get<InventoryItem[]>('/api/inventory/part'),
    ]);
    expect({ doors: stats.json.totalDoors, parts: stats.json.totalParts }).toEqual({ doors: doors.json.length, parts: parts.json.length });
  }

  it(`holds ${LOAD_SECONDS} s of mixed reads and writes from ${WORKERS} clients with no 5xx and no lost write`, async () => {
    const deadline = Date.now() + LOAD_SECONDS * 1000;
    const load = await mixedLoad({ owners, workers: WORKERS, until: () => Date.now() > deadline, ledger });
    report('steady load', { ...load, requestsPerSecond: Math.round(load.requests / load.seconds), items: ledger.size });
    expect(Object.keys(load.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(load.hangs + load.failures).toBe(0);
    expect(await lostWrites(ledger)).toEqual([]);
    await expectCountersExact();
  });

  it('answers 503 fast while DynamoDB is down, and keeps every acknowledged write across the restart', async () => {
    let phase: 'before' | 'down' | 'restarted' = 'before';
    const deadline = Date.now() + 24_000;
    const loadDone = mixedLoad({ owners, workers: WORKERS, until: () => Date.now() > deadline, ledger });

    await sleep(4_000);
    await runtime.services.dynamodb.stop();
    const stopped = Date.now();
    phase = 'down';
    const outage = await Promise.all([client().get('/api/inventory'), owners[0]!.post('/api/inventory', itemFields()), owners[1]!.get('/api/user')]);
    for (const answer of outage) {
      expectRefused(answer, [503]);
      expect(answer.json).toEqual({ message: 'The service is temporarily unavailable. Please try again.' });
    }
    await sleep(6_000);
    await runtime.services.dynamodb.start();
    const outageSeconds = (Date.now() - stopped) / 1000;
    phase = 'restarted';
    const load = await loadDone;
    report('DynamoDB outage', { ...load, outageSeconds });

    expect(phase).toBe('restarted');
    expect(Object.keys(load.statuses).filter((status) => Number(status) >= 500 && status !== '503')).toEqual([]);
    expect(load.statuses[503]).toBeGreaterThan(0);
    expect(load.slowest503).toBeLessThan(5_000);
    expect(load.hangs).toBe(0);
    expect((await client().get('/api/inventory/stats')).status).toBe(200);
    expect(await lostWrites(ledger)).toEqual([]);
    await expectCountersExact();
  });

  it('answers a clear 503 to uploads while the S3 server is down, and recovers', async () => {
    const [owner] = owners;
    await runtime.services.s3.stop();
    try {
      const upload = await owner!.request('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
      expectRefused(upload, [503]);
      expect(upload.json).toEqual({ message: 'The service is temporarily unavailable. Please try again.' });
      const withImage = await owner!.post('/api/inventory', itemFields({ imageUrl: '/uploads/abcdefgh1234.png' }));
      expectRefused(withImage, [503]);
    } finally {
      await runtime.services.s3.start();
    }
    expect((await owner!.request('POST', '/api/upload/image', { body: imageForm(pngBytes()) })).status).toBe(200);
  });

  it('prunes the record of a WebSocket client that vanished without a disconnect at the next broadcast', async () => {
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: runtime.dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    );
    const url = new URL('/ws', runtime.url);
    url.protocol = 'ws:';
    const listener = new WebSocket(url);
    const received: string[] = [];
    listener.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve, reject) => listener.once('open', resolve).once('error', reject));

    // A connection API Gateway no longer knows (its $disconnect was lost): posting to it answers 410 Gone.
    const vanished = { pk: 'CONN#vanished-client', sk: 'CONN' };
    const now = Date.now();
    await table.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...vanished, connectionId: 'vanished-client', gsi1pk: 'CONNS', gsi1sk: `${new Date(now).toISOString()}#vanished-client`, expiresAt: Math.floor(now / 1000) + 3600 },
      }),
    );
    const item = await owners[0]!.post<InventoryItem>('/api/inventory', itemFields());
    const deadline = Date.now() + 10_000;
    let record: unknown = {};
    while (record && Date.now() < deadline) {
      await sleep(200);
      record = (await table.send(new GetCommand({ TableName: TABLE_NAME, Key: vanished, ConsistentRead: true }))).Item;
    }
    expect(record).toBeUndefined();
    expect(received.some((text) => text.includes(`"id":${item.json.id}`))).toBe(true);
    listener.close();
    table.destroy();
  });
});

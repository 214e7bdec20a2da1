import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportJob, InventoryStats, ListFacets, User } from '@surplus/shared';
import { ApiClient } from '../../src/api-client';
import { businessFields } from '../support/fixtures';
import { doorRows, finishedJob, rowsCsv, startImport } from '../support/import-jobs';
import { startLocalRuntime } from '../support/local-runtime';
import { SEARCH_TEST_ENVIRONMENT } from '../support/search-environment';

const ROWS = 20_000;
const runtimes: { stop(options?: { keepData?: boolean }): Promise<void> }[] = [];
afterAll(async () => {
  for (const runtime of runtimes) await runtime.stop();
});

/** A client of another runtime with the same cookies (sessions live in the table, which the data dir keeps). */
function sameSession(client: ApiClient, baseUrl: string): ApiClient {
  const next = new ApiClient(baseUrl);
  for (const [name, value] of client.cookies) next.cookies.set(name, value);
  return next;
}

describe('an import job across a restart of the local runtime', () => {
  it(`ends a ${ROWS.toLocaleString('en-US')}-row import done, with no listing twice, after the runtime stops mid-run and starts again`, async () => {
    const first = await startLocalRuntime(SEARCH_TEST_ENVIRONMENT);
    runtimes.push(first);
    const client = new ApiClient(first.baseUrl);
    const fields = businessFields();
    expect((await client.post<User>('/api/register', fields)).status).toBe(201);

    const started = await startImport(client, rowsCsv(doorRows('RST', ROWS, 'Surplus sectional door 12x14, white')));
    expect(started.status, started.text).toBe(202);
    // Stop once some chunks, but not all, are written.
    let job: ImportJob;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await client.get<ImportJob>(`/api/inventory/imports/${started.json.id}`)).json;
    } while (job.status !== 'done' && job.processed < 1_000);
    expect(job.status).toBe('running');
    await first.stop({ keepData: true });

    const second = await startLocalRuntime(SEARCH_TEST_ENVIRONMENT, { dataDir: first.dataDir });
    runtimes.push(second);
    const again = sameSession(client, second.baseUrl);
    const done = await finishedJob(again, started.json.id, 600_000);
    expect(done).toMatchObject({ status: 'done', total: ROWS, processed: ROWS, created: ROWS, updated: 0, unchanged: 0, errors: [] });

    expect((await again.get<InventoryStats>('/api/inventory/stats')).json.myInventory).toBe(ROWS);
    // Every row's size (read from its text) counted once in the size figures, whatever chunk steps ran twice.
    expect((await again.get<ListFacets>('/api/inventory/facets?fitW=144&fitH=168')).json.total).toBe(ROWS);
    const exported = Papa.parse<Record<string, string>>(await (await again.raw('GET', '/api/inventory/user/export')).text(), { header: true, skipEmptyLines: true }).data;
    expect(exported).toHaveLength(ROWS);
    expect(new Set(exported.map((row) => row.itemId)).size).toBe(ROWS);
    expect(new Set(exported.map((row) => row.id)).size).toBe(ROWS);
  }, 900_000);
});

import { describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryStats, NotificationPage } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { newClient, signedInBusiness, unique, uniqueWord } from '../support/fixtures';
import { doorRows, importCsv, rowsCsv } from '../support/import-jobs';

const myItems = async (client: ApiClient) => (await client.get<InventoryItem[]>('/api/inventory/user')).json;
const notifications = async (client: ApiClient) => (await client.get<NotificationPage>('/api/notifications?limit=50')).json;

describe('import jobs at scale', () => {
  it('fails a 20,000-row file whose only bad row is line 19,999 and writes nothing', async () => {
    const { client } = await signedInBusiness();
    const rows = doorRows(unique('L'), 20_000);
    rows[19_997] = ['door', 'Door', 'BAD-1', 'A door', -1];
    const before = (await newClient().get<InventoryStats>('/api/inventory/stats')).json;
    const job = await importCsv(client, rowsCsv(rows), 'create', 120_000);
    expect(job).toMatchObject({
      status: 'failed',
      total: 20_000,
      created: 0,
      message: '1 row has errors; nothing was imported',
      errors: [{ line: 19_999, column: 'quantity', message: 'Quantity must be a positive number' }],
    });
    expect(await myItems(client)).toEqual([]);
    expect((await newClient().get<InventoryStats>('/api/inventory/stats')).json).toEqual(before);
  }, 180_000);

  it('alerts each of 40 saved searches once for an import of 3,000 matching listings, with the count', async () => {
    const word = uniqueWord('digest');
    const buyers = await Promise.all(Array.from({ length: 40 }, () => signedInBusiness()));
    for (const { client } of buyers) expect((await client.post('/api/saved-searches', { q: word })).status).toBe(201);
    const seller = await signedInBusiness();
    const job = await importCsv(seller.client, rowsCsv(doorRows(unique('G'), 3_000, `Insulated ${word} door, white`)), 'create', 240_000);
    expect(job).toMatchObject({ status: 'done', created: 3_000 });

    const first = (await myItems(seller.client)).sort((a, b) => a.id - b.id)[0]!;
    for (const { client } of buyers) {
      const page = await notifications(client);
      expect(page.items).toEqual([
        expect.objectContaining({ type: 'search_match', q: word, count: 3_000, itemId: first.id, name: first.name, businessName: seller.fields.businessName }),
      ]);
    }
  }, 300_000);
});

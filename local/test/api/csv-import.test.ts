import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import Papa from 'papaparse';
import type { ImageUploadResponse, ImportFailure, ImportResult, InventoryItem, InventoryStats, ItemPage } from '@surplus/shared';
import { CSV_IMPORT_LIMITS, CSV_IMPORT_TOO_LARGE } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, imageForm, newClient, pngBytes, rawGet, signedInBusiness, unique, uniqueWord } from '../support/fixtures';
import { connect } from '../support/live-socket';

const HEADER = 'category,name,itemId,description,quantity';
const importCsv = (client: ApiClient, csv: string, mode?: 'create' | 'upsert') =>
  client.request<ImportResult & ImportFailure>('POST', `/api/inventory/import${mode ? `?mode=${mode}` : ''}`, {
    body: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
const rowsCsv = (rows: readonly (readonly (string | number)[])[], header = HEADER) =>
  Papa.unparse({ fields: header.split(','), data: rows.map((row) => row.map(String)) }, { newline: '\n' });
const doorRows = (tag: string, count: number) =>
  Array.from({ length: count }, (_, index) => ['door', `Sectional door ${index}`, `${tag}-${index}`, 'Surplus sectional door, white', 1 + (index % 5)]);

const myItems = async (client: ApiClient) => (await client.get<InventoryItem[]>('/api/inventory/user')).json;
const stats = async (client: ApiClient) => (await client.get<InventoryStats>('/api/inventory/stats')).json;

async function exportCsv(client: ApiClient): Promise<string> {
  const response = await client.raw('GET', '/api/inventory/user/export');
  expect(response.status).toBe(200);
  return response.text();
}

describe('CSV import', () => {
  it('reads quoted fields, a BOM and CRLF line ends, and imports every row', async () => {
    const { client, fields } = await signedInBusiness();
    const tag = uniqueWord('Q');
    const csv =
      '\uFEFFName,ITEMID,Category,Quantity,Description\r\n' +
      `"Door, 12x14","${tag}-1",door,3,"Says ""insulated"", with\r\na second line"\r\n` +
      `Spring pair,${tag}-2,part,,Two new springs\r\n`;
    const response = await importCsv(client, csv);
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(response.json.items.map((item) => item.itemId)).toEqual([`${tag}-1`, `${tag}-2`]);

    const items = await myItems(client);
    const door = items.find((item) => item.itemId === `${tag}-1`)!;
    expect(door).toMatchObject({
      category: 'door',
      name: 'Door, 12x14',
      description: 'Says "insulated", with\na second line',
      quantity: 3,
      businessName: fields.businessName,
    });
    // An empty quantity takes the add form's default.
    expect(items.find((item) => item.itemId === `${tag}-2`)).toMatchObject({ category: 'part', quantity: 1 });
    // Searchable like any other listing.
    const found = (await newClient().get<ItemPage>(`/api/inventory?limit=10&q=${tag}`)).json;
    expect(found.items.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
  });

  it('refuses a file with one bad row among 500, naming its line, and writes nothing', async () => {
    const { client } = await signedInBusiness();
    const rows = doorRows(unique('B'), 500);
    rows[341] = ['door', 'X', 'SKU-341', 'tiny', 0];
    const before = await stats(client);
    const response = await importCsv(client, rowsCsv(rows));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: '1 row has errors; nothing was imported',
      errors: [
        { line: 343, column: 'name', message: 'Name must be at least 2 characters long' },
        { line: 343, column: 'description', message: 'Description must be at least 5 characters long' },
        { line: 343, column: 'quantity', message: 'Quantity must be a positive number' },
      ],
    });
    expect(await myItems(client)).toEqual([]);
    expect(await stats(client)).toEqual(before);
  });

  it('lists every bad row: a broken quote, a wrong field count, a bad category', async () => {
    const { client } = await signedInBusiness();
    const csv = `${HEADER}\nwindow,Glass pane,W-1,Clear glass pane,2\ndoor,Door,D-1\ndoor,Door,D-2,"Open quote,1\n`;
    const response = await importCsv(client, csv);
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { line: 2, column: 'category', message: "Invalid enum value. Expected 'door' | 'part', received 'window'" },
      { line: 3, column: null, message: 'The row has 3 fields; the header has 5' },
      { line: 4, column: null, message: 'A quoted field is not closed: its closing quote (") is missing' },
    ]);
    expect(response.json.message).toBe('3 rows have errors; nothing was imported');
  });

  it('refuses unknown and missing columns, naming them', async () => {
    const { client } = await signedInBusiness();
    const unknown = await importCsv(client, `${HEADER},price,Colour\ndoor,Door,D-1,A fine door,1,10,red\n`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(
      'Unknown columns: "price", "Colour". The columns are category, name, itemId, description, quantity and optionally imageUrl.',
    );
    const missing = await importCsv(client, 'name,itemId\nDoor,D-1\n');
    expect(missing.json.message).toBe(
      'Missing columns: category, description, quantity. The columns are category, name, itemId, description, quantity and optionally imageUrl.',
    );
    expect((await importCsv(client, '')).json.message).toBe('The file is empty: the first line must name the columns');
  });

  it('creates, then upserts the same file without a change, then updates and creates by item ID', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('U');
    const rows = doorRows(tag, 3);
    const first = await importCsv(client, rowsCsv(rows));
    expect(first.json).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const before = await myItems(client);

    const again = await importCsv(client, rowsCsv(rows), 'upsert');
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ created: 0, updated: 0, unchanged: 3, items: first.json.items });
    expect(await myItems(client)).toEqual(before);

    const changed = [...rows.slice(0, 2), ['part', 'Sectional door 2', `${tag}-2`, 'Now listed as a part', 9], ['door', 'New door', `${tag}-3`, 'A door added later', 1]];
    const upsert = await importCsv(client, rowsCsv(changed), 'upsert');
    expect(upsert.json).toMatchObject({ created: 1, updated: 1, unchanged: 2 });
    expect(upsert.json.items.slice(0, 3)).toEqual(first.json.items);
    const after = await myItems(client);
    expect(after).toHaveLength(4);
    expect(after.find((item) => item.itemId === `${tag}-2`)).toMatchObject({ category: 'part', description: 'Now listed as a part', quantity: 9 });

    // Create mode creates even when the item ID exists.
    expect((await importCsv(client, rowsCsv(rows.slice(0, 1)))).json).toMatchObject({ created: 1 });
  });

  it('refuses an upsert row whose item ID names two own listings or repeats an earlier row', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('D');
    await createItem(client, { itemId: `${tag}-twice` });
    await createItem(client, { itemId: `${tag}-twice` });
    const rows = [
      ['door', 'Door', `${tag}-twice`, 'Which one is it', 1],
      ['door', 'Door', `${tag}-new`, 'A new door here', 1],
      ['door', 'Door', `${tag}-new`, 'Same item ID again', 2],
    ];
    const response = await importCsv(client, rowsCsv(rows), 'upsert');
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([
      { line: 2, column: 'itemId', message: `2 of your listings have item ID ${tag}-twice: give each its own item ID first` },
      { line: 4, column: 'itemId', message: `Item ID ${tag}-new is also on line 3: upsert takes one row per item ID` },
    ]);
    expect(await myItems(client)).toHaveLength(2);
  });

  it('exports every own listing, and an export imported with upsert changes nothing', async () => {
    const { client } = await signedInBusiness();
    const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    await createItem(client, { name: '=HYPERLINK("http://evil.test")', description: 'Line one\nline "two", three', imageUrl: upload.json.url });
    await importCsv(client, rowsCsv(doorRows(unique('E'), 1200).slice(0, 1000)));
    await importCsv(client, rowsCsv(doorRows(unique('F'), 200)));
    const before = await myItems(client);
    expect(before).toHaveLength(1201);

    const response = await client.raw('GET', '/api/inventory/user/export');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="inventory-${new Date().toISOString().slice(0, 10)}.csv"`);
    const csv = await response.text();
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['id', 'category', 'name', 'itemId', 'description', 'quantity', 'imageUrl', 'lastUpdated']);
    expect(parsed.data.map((row) => Number(row.id)).sort()).toEqual(before.map((item) => item.id).sort());
    // A spreadsheet would run a cell starting with = as a formula: the export quotes it with '.
    expect(parsed.data.some((row) => row.name === `'=HYPERLINK("http://evil.test")`)).toBe(true);

    const roundTrip = await importCsv(client, csv.split('\r\n').slice(0, 1001).join('\r\n'), 'upsert');
    expect(roundTrip.json).toMatchObject({ created: 0, updated: 0, unchanged: 1000 });
    const rest = [csv.split('\r\n')[0], ...csv.split('\r\n').slice(1001)].join('\r\n');
    expect((await importCsv(client, rest, 'upsert')).json).toMatchObject({ created: 0, updated: 0, unchanged: 201 });
    expect(await myItems(client)).toEqual(before);
  });

  it('gzips the export for a client that accepts it', async () => {
    const { client } = await signedInBusiness();
    await createItem(client);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const gzipped = await rawGet(inject('baseUrl'), '/api/inventory/user/export', { cookie, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(await exportCsv(client));
  });

  it('answers 413 past 1,000 rows or 1 MB, with the limits', async () => {
    const { client } = await signedInBusiness();
    const rows = await importCsv(client, rowsCsv(doorRows(unique('L'), CSV_IMPORT_LIMITS.rows + 1)));
    expect(rows.status).toBe(413);
    expect(rows.json.message).toBe(CSV_IMPORT_TOO_LARGE);
    const head = `${HEADER}\ndoor,Door,D-1,"`;
    const bytes = await importCsv(client, `${head}${'x'.repeat(CSV_IMPORT_LIMITS.bytes + 1 - head.length - 4)}",1\n`);
    expect(bytes.status).toBe(413);
    expect(bytes.json.message).toBe(CSV_IMPORT_TOO_LARGE);
    expect(await myItems(client)).toEqual([]);
  });

  it("refuses another seller's image and takes the seller's own", async () => {
    const [seller, other] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const upload = await other.client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    const header = `${HEADER},imageUrl`;
    const rows = [['door', 'Door with a picture', unique('I'), 'A door with a picture', 1, upload.json.url]];
    const refused = await importCsv(seller.client, rowsCsv(rows, header));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ line: 2, column: 'imageUrl', message: 'Image not found; upload it first' }]);
    // The add form checks the same.
    expect((await seller.client.post('/api/inventory', { name: 'Door', itemId: 'D-1', description: 'A fine door', imageUrl: upload.json.url })).status).toBe(400);

    const own = await importCsv(other.client, rowsCsv(rows, header));
    expect(own.status, own.text).toBe(201);
    expect((await myItems(other.client))[0]?.imageUrl).toBe(upload.json.url);
  });

  it('refuses visitors, a missing CSRF token and a content type other than text/csv', async () => {
    const csv = rowsCsv(doorRows('V', 1));
    expect((await importCsv(newClient(), csv)).status).toBe(401);
    const { client } = await signedInBusiness();
    const noToken = await client.request('POST', '/api/inventory/import', { body: csv, headers: { 'content-type': 'text/csv' }, withoutCsrf: true });
    expect(noToken.status).toBe(403);
    const json = await client.request<{ message: string }>('POST', '/api/inventory/import', { json: { csv } });
    expect(json.status).toBe(415);
    expect(json.json.message).toBe('Content-Type must be text/csv');
    expect((await client.request('POST', '/api/inventory/import?mode=merge', { body: csv, headers: { 'content-type': 'text/csv' } })).status).toBe(400);
    expect((await newClient().get('/api/inventory/user/export')).status).toBe(401);
    expect(await myItems(client)).toEqual([]);
  });

  it('moves the stats by what was imported', async () => {
    const { client } = await signedInBusiness();
    const before = await stats(newClient());
    const rows = [...doorRows(unique('S'), 30), ['part', 'Guide rail', unique('S'), 'Steel guide rail', 2]];
    await importCsv(client, rowsCsv(rows));
    expect(await stats(client)).toEqual({
      totalDoors: before.totalDoors + 30,
      totalParts: before.totalParts + 1,
      totalBusinesses: before.totalBusinesses,
      myInventory: 31,
    });
  });

  it('sends one live-update message per import, not one per row', async () => {
    const { socket, messages, next } = await connect();
    const { client, user } = await signedInBusiness();
    const tag = unique('W');

    const created = await importCsv(client, rowsCsv(doorRows(tag, 40)));
    const changed = doorRows(tag, 40).map((row, index) => (index < 5 ? [...row.slice(0, 4), 99] : row));
    await importCsv(client, rowsCsv(changed), 'upsert');
    // A listing written after both imports: once its message is in, the imports' have been sent too.
    const marker = await createItem(client);
    await next((message) => message.type === 'new_item' && message.item.id === marker.id);
    socket.close();

    expect(messages.filter((message) => message.type === 'items_imported' && message.userId === user.id)).toEqual([
      { type: 'items_imported', userId: user.id, created: 40, updated: 0 },
      { type: 'items_imported', userId: user.id, created: 0, updated: 5 },
    ]);
    const imported = new Set(created.json.items.map((item) => item.id));
    expect(messages.filter((message) => (message.type === 'new_item' || message.type === 'update_item') && imported.has(message.item.id))).toEqual([]);
  });
});

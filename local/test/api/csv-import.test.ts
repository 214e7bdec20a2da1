import { gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import Papa from 'papaparse';
import type { ImageUploadResponse, ImportJob, ImportJobList, InventoryItem, InventoryStats, ItemPage } from '@surplus/shared';
import { CSV_IMPORT_LIMITS, CSV_IMPORT_TOO_LARGE, IDEMPOTENCY_KEY_INVALID } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, imageForm, newClient, pngBytes, rawGet, signedInBusiness, unique, uniqueWord } from '../support/fixtures';
import { CSV_HEADER as HEADER, doorRows, finishedJob, importCsv, rowsCsv, startImport } from '../support/import-jobs';
import { connect } from '../support/live-socket';

const myItems = async (client: ApiClient) => (await client.get<InventoryItem[]>('/api/inventory/user')).json;
const stats = async (client: ApiClient) => (await client.get<InventoryStats>('/api/inventory/stats')).json;

async function exportCsv(client: ApiClient): Promise<string> {
  const response = await client.raw('GET', '/api/inventory/user/export');
  expect(response.status).toBe(200);
  return response.text();
}

const COLUMNS_HELP =
  'The columns are category, name, itemId, description, quantity and optionally imageUrl, priceMode, unitPrice (in dollars) and the specs ' +
  'doorType, widthIn, heightIn, material, insulated, rValue, color, windRated, partType, fitsWidthIn, fitsHeightIn.';
const SPEC_COLUMNS = ['doorType', 'widthIn', 'heightIn', 'material', 'insulated', 'rValue', 'color', 'windRated', 'partType', 'fitsWidthIn', 'fitsHeightIn'];
const specsOf = (item: InventoryItem) => Object.fromEntries(Object.entries(item).filter(([field]) => SPEC_COLUMNS.includes(field)));

const failure = (job: ImportJob) => ({ status: job.status, message: job.message, errors: job.errors, created: job.created });

describe('CSV import jobs', () => {
  it('reads quoted fields, a BOM and CRLF line ends, and imports every row', async () => {
    const { client, fields } = await signedInBusiness();
    const tag = uniqueWord('Q');
    const csv =
      '\uFEFFName,ITEMID,Category,Quantity,Description\r\n' +
      `"Door, 12x14","${tag}-1",door,3,"Says ""insulated"", with\r\na second line"\r\n` +
      `Spring pair,${tag}-2,part,,Two new springs\r\n`;
    const started = await startImport(client, csv);
    expect(started.status, started.text).toBe(202);
    expect(started.json).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), status: 'queued' });
    const job = await finishedJob(client, started.json.id);
    expect(job).toMatchObject({ id: started.json.id, mode: 'create', status: 'done', total: 2, processed: 2, created: 2, updated: 0, unchanged: 0, errors: [] });
    expect(Date.parse(job.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));

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

  it('fails a file with one bad row among 500, naming its line, and writes nothing', async () => {
    const { client } = await signedInBusiness();
    const rows = doorRows(unique('B'), 500);
    rows[341] = ['door', 'X', 'SKU-341', 'tiny', 0];
    const before = await stats(client);
    const job = await importCsv(client, rowsCsv(rows));
    expect(failure(job)).toEqual({
      status: 'failed',
      message: '1 row has errors; nothing was imported',
      errors: [
        { line: 343, column: 'name', message: 'Name must be at least 2 characters long' },
        { line: 343, column: 'description', message: 'Description must be at least 5 characters long' },
        { line: 343, column: 'quantity', message: 'Quantity must be a positive number' },
      ],
      created: 0,
    });
    expect(job.total).toBe(500);
    expect(await myItems(client)).toEqual([]);
    expect(await stats(client)).toEqual(before);
  });

  it('lists every bad row: a broken quote, a wrong field count, a bad category', async () => {
    const { client } = await signedInBusiness();
    const csv = `${HEADER}\nwindow,Glass pane,W-1,Clear glass pane,2\ndoor,Door,D-1\ndoor,Door,D-2,"Open quote,1\n`;
    const job = await importCsv(client, csv);
    expect(job.errors).toEqual([
      { line: 2, column: 'category', message: "Invalid enum value. Expected 'door' | 'part', received 'window'" },
      { line: 3, column: null, message: 'The row has 3 fields; the header has 5' },
      { line: 4, column: null, message: 'A quoted field is not closed: its closing quote (") is missing' },
    ]);
    expect(job.message).toBe('3 rows have errors; nothing was imported');
  });

  it('refuses unknown and missing columns and an empty file at once, naming them, and makes no job', async () => {
    const { client } = await signedInBusiness();
    const unknown = await startImport(client, `${HEADER},price,Colour\ndoor,Door,D-1,A fine door,1,10,red\n`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(
      `Unknown columns: "price", "Colour". ${COLUMNS_HELP}`,
    );
    const missing = await startImport(client, 'name,itemId\nDoor,D-1\n');
    expect(missing.json.message).toBe(
      `Missing columns: category, description, quantity. ${COLUMNS_HELP}`,
    );
    expect((await startImport(client, '')).json.message).toBe('The file is empty: the first line must name the columns');
    expect((await client.get<ImportJobList>('/api/inventory/imports')).json).toEqual({ items: [] });
  });

  it('creates, then upserts the same file without a change, then updates and creates by item ID', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('U');
    const rows = doorRows(tag, 3);
    const first = await importCsv(client, rowsCsv(rows));
    expect(first).toMatchObject({ status: 'done', created: 3, updated: 0, unchanged: 0 });
    const before = await myItems(client);

    const again = await importCsv(client, rowsCsv(rows), 'upsert');
    expect(again).toMatchObject({ mode: 'upsert', status: 'done', total: 3, processed: 3, created: 0, updated: 0, unchanged: 3 });
    expect(await myItems(client)).toEqual(before);

    const changed = [...rows.slice(0, 2), ['part', 'Sectional door 2', `${tag}-2`, 'Now listed as a part', 9], ['door', 'New door', `${tag}-3`, 'A door added later', 1]];
    const upsert = await importCsv(client, rowsCsv(changed), 'upsert');
    expect(upsert).toMatchObject({ status: 'done', total: 4, processed: 4, created: 1, updated: 1, unchanged: 2 });
    const after = await myItems(client);
    expect(after).toHaveLength(4);
    expect(after.find((item) => item.itemId === `${tag}-2`)).toMatchObject({ category: 'part', description: 'Now listed as a part', quantity: 9 });
    expect(after.filter((item) => item.itemId !== `${tag}-3`).map((item) => item.id).sort()).toEqual(before.map((item) => item.id).sort());

    // Create mode creates even when the item ID exists.
    expect(await importCsv(client, rowsCsv(rows.slice(0, 1)))).toMatchObject({ created: 1 });
  });

  it('fails an upsert row whose item ID names two own listings or repeats an earlier row', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('D');
    await createItem(client, { itemId: `${tag}-twice` });
    await createItem(client, { itemId: `${tag}-twice` });
    const rows = [
      ['door', 'Door', `${tag}-twice`, 'Which one is it', 1],
      ['door', 'Door', `${tag}-new`, 'A new door here', 1],
      ['door', 'Door', `${tag}-new`, 'Same item ID again', 2],
    ];
    const job = await importCsv(client, rowsCsv(rows), 'upsert');
    expect(job.status).toBe('failed');
    expect(job.errors).toEqual([
      { line: 2, column: 'itemId', message: `2 of your listings have item ID ${tag}-twice: give each its own item ID first` },
      { line: 4, column: 'itemId', message: `Item ID ${tag}-new is also on line 3: upsert takes one row per item ID` },
    ]);
    expect(await myItems(client)).toHaveLength(2);
  });

  it('exports every own listing, and an export imported with upsert in one job changes nothing', async () => {
    const { client } = await signedInBusiness();
    const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    await createItem(client, { name: '=HYPERLINK("http://evil.test")', description: 'Line one\nline "two", three', imageUrl: upload.json.url });
    expect(await importCsv(client, rowsCsv(doorRows(unique('E'), 1200)))).toMatchObject({ status: 'done', created: 1200 });
    const before = await myItems(client);
    expect(before).toHaveLength(1201);

    const response = await client.raw('GET', '/api/inventory/user/export');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="inventory-${new Date().toISOString().slice(0, 10)}.csv"`);
    const csv = await response.text();
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['id', 'category', 'name', 'itemId', 'description', 'quantity', 'imageUrl', 'lastUpdated', ...SPEC_COLUMNS, 'priceMode', 'unitPrice']);
    expect(parsed.data.map((row) => Number(row.id)).sort()).toEqual(before.map((item) => item.id).sort());
    // A spreadsheet would run a cell starting with = as a formula: the export quotes it with '.
    expect(parsed.data.some((row) => row.name === `'=HYPERLINK("http://evil.test")`)).toBe(true);

    expect(await importCsv(client, csv, 'upsert')).toMatchObject({ status: 'done', total: 1201, created: 0, updated: 0, unchanged: 1201 });
    expect(await myItems(client)).toEqual(before);
  });

  it('imports the spec columns, exports them, and an export imported with upsert gives back the same listings', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('P');
    const header = `${HEADER},${SPEC_COLUMNS.map((column) => column.toUpperCase()).join(',')}`;
    const rows = [
      ['door', 'Sectional door 12x14', `${tag}-1`, 'Insulated sectional door', 1, 'sectional', 144, 168, 'steel', 'yes', 16.5, ' White ', 'no', '', '', ''],
      ['door', 'Sheet door', `${tag}-2`, 'Sheet door, no specs but the type', 1, 'sheet', '', '', '', '', '', '', '', '', '', ''],
      ['part', 'Torsion spring', `${tag}-3`, 'Spring for a 10x8 door', 2, '', '', '', '', '', '', '', '', 'spring', 120, 96],
    ];
    expect(await importCsv(client, rowsCsv(rows, header))).toMatchObject({ status: 'done', created: 3 });
    const bySku = (items: InventoryItem[]) => Object.fromEntries(items.map((item) => [item.itemId, specsOf(item)]));
    const imported = await myItems(client);
    expect(bySku(imported)).toEqual({
      [`${tag}-1`]: { doorType: 'sectional', widthIn: 144, heightIn: 168, material: 'steel', insulated: true, rValue: 16.5, color: 'White', windRated: false },
      [`${tag}-2`]: { doorType: 'sheet' },
      [`${tag}-3`]: { partType: 'spring', fitsWidthIn: 120, fitsHeightIn: 96 },
    });

    const csv = await exportCsv(client);
    const exported = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(exported.find((row) => row.itemId === `${tag}-1`)).toMatchObject({
      doorType: 'sectional', widthIn: '144', heightIn: '168', material: 'steel', insulated: 'true', rValue: '16.5', color: 'White', windRated: 'false', partType: '',
    });
    expect(await importCsv(client, csv, 'upsert')).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 3 });
    expect(await myItems(client)).toEqual(imported);

    // An empty cell of a spec column removes the spec; a changed one changes it.
    const edited = csv.replace(/,sectional,144,168,steel,true,16.5,White,false,/, ',sectional,120,168,steel,true,,White,false,');
    expect(edited).not.toBe(csv);
    expect(await importCsv(client, edited, 'upsert')).toMatchObject({ status: 'done', updated: 1, unchanged: 2 });
    expect(bySku(await myItems(client))[`${tag}-1`]).toEqual({
      doorType: 'sectional', widthIn: 120, heightIn: 168, material: 'steel', insulated: true, color: 'White', windRated: false,
    });
  });

  it('fails a file with a bad spec cell, naming its line and column, and writes nothing', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('X');
    const header = `${HEADER},widthIn,heightIn,insulated,partType`;
    const rows = [
      ['door', 'Good door', `${tag}-1`, 'A door with a size', 1, 144, 168, 'yes', ''],
      ['door', 'Wide door', `${tag}-2`, 'Too wide to be true', 1, 700, 168, 'perhaps', ''],
      ['part', 'Spring', `${tag}-3`, 'A spring with a door size', 1, 120, '', '', 'spring'],
      ['door', 'Door', `${tag}-4`, 'A door with a part type', 1, '', '', '', 'hinge'],
    ];
    const before = await stats(client);
    const job = await importCsv(client, rowsCsv(rows, header));
    expect(failure(job)).toEqual({
      status: 'failed',
      message: '3 rows have errors; nothing was imported',
      errors: [
        { line: 3, column: 'widthIn', message: 'Width must be a whole number of inches from 24 to 600' },
        { line: 3, column: 'insulated', message: 'Insulated must be true or false' },
        { line: 4, column: 'widthIn', message: 'widthIn: door specs apply to doors only' },
        { line: 5, column: 'partType', message: 'Part type must be one of spring, opener, track, roller, panel, cable, drum, weatherseal, hardware, motor, remote, other' },
      ],
      created: 0,
    });
    expect(await myItems(client)).toEqual([]);
    expect(await stats(client)).toEqual(before);
  });

  it('imports a file without the spec columns, and an upsert of it keeps the stored specs', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('O');
    const door = await createItem(client, { itemId: `${tag}-1`, name: 'Door', description: 'A fine door', quantity: 1, widthIn: 144, heightIn: 168, doorType: 'sectional' });
    const rows = [
      ['door', 'Door renamed', `${tag}-1`, 'A fine door', 1],
      ['part', 'Roller set', `${tag}-2`, 'Ten nylon rollers', 10],
    ];
    expect(await importCsv(client, rowsCsv(rows), 'upsert')).toMatchObject({ status: 'done', created: 1, updated: 1 });
    const items = await myItems(client);
    expect(items.find((item) => item.id === door.id)).toMatchObject({ name: 'Door renamed', widthIn: 144, heightIn: 168, doorType: 'sectional' });
    expect(specsOf(items.find((item) => item.itemId === `${tag}-2`)!)).toEqual({});
  });

  it('gzips the export for a client that accepts it', async () => {
    const { client } = await signedInBusiness();
    await createItem(client);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const gzipped = await rawGet(inject('baseUrl'), '/api/inventory/user/export', { cookie, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(await exportCsv(client));
  });

  it('answers 413 past 4.5 MB in the body, with the way to send a bigger file', async () => {
    const { client } = await signedInBusiness();
    const head = `${HEADER}\ndoor,Door,D-1,"`;
    const bytes = await startImport(client, `${head}${'x'.repeat(CSV_IMPORT_LIMITS.bodyBytes + 1 - head.length - 4)}",1\n`);
    expect(bytes.status).toBe(413);
    expect(bytes.json.message).toBe(CSV_IMPORT_TOO_LARGE);
    expect((await client.get<ImportJobList>('/api/inventory/imports')).json.items).toEqual([]);
  });

  it("fails a row with another seller's image and takes the seller's own", async () => {
    const [seller, other] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const upload = await other.client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    const header = `${HEADER},imageUrl`;
    const rows = [['door', 'Door with a picture', unique('I'), 'A door with a picture', 1, upload.json.url]];
    const refused = await importCsv(seller.client, rowsCsv(rows, header));
    expect(refused.errors).toEqual([{ line: 2, column: 'imageUrl', message: 'Image not found; upload it first' }]);
    // The add form checks the same.
    expect((await seller.client.post('/api/inventory', { name: 'Door', itemId: 'D-1', description: 'A fine door', imageUrl: upload.json.url })).status).toBe(400);

    const own = await importCsv(other.client, rowsCsv(rows, header));
    expect(own.status).toBe('done');
    expect((await myItems(other.client))[0]?.imageUrl).toBe(upload.json.url);
  });

  it('refuses visitors, a missing CSRF token, another content type, a bad mode and a bad Idempotency-Key', async () => {
    const csv = rowsCsv(doorRows('V', 1));
    expect((await startImport(newClient(), csv)).status).toBe(401);
    expect((await newClient().get('/api/inventory/imports')).status).toBe(401);
    const { client } = await signedInBusiness();
    const noToken = await client.request('POST', '/api/inventory/imports', { body: csv, headers: { 'content-type': 'text/csv' }, withoutCsrf: true });
    expect(noToken.status).toBe(403);
    const form = await client.request<{ message: string }>('POST', '/api/inventory/imports', { body: csv, headers: { 'content-type': 'text/plain' } });
    expect([form.status, form.json.message]).toEqual([415, 'Content-Type must be text/csv, or application/json with an uploadKey']);
    expect((await startImport(client, csv, 'merge' as 'create')).status).toBe(400);
    const badKey = await startImport(client, csv, undefined, { 'idempotency-key': 'has space' });
    expect([badKey.status, badKey.json.message]).toEqual([400, IDEMPOTENCY_KEY_INVALID]);
    const foreignUpload = await client.request<{ message: string }>('POST', '/api/inventory/imports', { json: { uploadKey: 'imports/1/abcdefghijklmnopqrstuvwx.csv' } });
    expect([foreignUpload.status, foreignUpload.json.message]).toEqual([400, 'uploadKey is not an upload of yours']);
    expect((await newClient().get('/api/inventory/user/export')).status).toBe(401);
    expect(await myItems(client)).toEqual([]);
    expect((await client.get<ImportJobList>('/api/inventory/imports')).json.items).toEqual([]);
  });

  it("lists the seller's jobs newest first, and answers another seller's job with 404", async () => {
    const [seller, other] = await Promise.all([signedInBusiness(), signedInBusiness()]);
    const first = await importCsv(seller.client, rowsCsv(doorRows(unique('J'), 2)));
    const second = await importCsv(seller.client, `${HEADER}\ndoor,X,J-1,tiny,0\n`);
    const list = (await seller.client.get<ImportJobList>('/api/inventory/imports')).json;
    expect(list.items.map((job) => [job.id, job.status, job.errorCount])).toEqual([
      [second.id, 'failed', 3],
      [first.id, 'done', 0],
    ]);
    expect(list.items[0]).not.toHaveProperty('errors');
    const foreign = await other.client.get<{ message: string }>(`/api/inventory/imports/${first.id}`);
    expect([foreign.status, foreign.json.message]).toEqual([404, 'Import not found']);
    expect((await seller.client.get('/api/inventory/imports/not-a-job')).status).toBe(404);
  });

  it('makes one job of the same Idempotency-Key sent twice', async () => {
    const { client } = await signedInBusiness();
    const csv = rowsCsv(doorRows(unique('K'), 30));
    const key = `import-${unique('k')}`;
    const [one, two] = await Promise.all([startImport(client, csv, undefined, { 'idempotency-key': key }), startImport(client, csv, undefined, { 'idempotency-key': key })]);
    expect([one.status, two.status]).toEqual([202, 202]);
    expect(two.json.id).toBe(one.json.id);
    const job = await finishedJob(client, one.json.id);
    const again = await startImport(client, csv, undefined, { 'idempotency-key': key });
    expect(again.json).toEqual({ id: one.json.id, status: 'done', total: 30 });
    expect(job).toMatchObject({ status: 'done', created: 30 });
    expect(await myItems(client)).toHaveLength(30);
    expect((await client.get<ImportJobList>('/api/inventory/imports')).json.items).toHaveLength(1);
    // Another seller's same key is another job.
    const other = await signedInBusiness();
    const theirs = await startImport(other.client, csv, undefined, { 'idempotency-key': key });
    expect(theirs.json.id).not.toBe(one.json.id);
    expect(await finishedJob(other.client, theirs.json.id)).toMatchObject({ status: 'done', created: 30 });
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

  it("tells the owner's sockets each step, and every socket one live update per job, not one per row", async () => {
    const everyone = await connect();
    const { client, user } = await signedInBusiness();
    const owner = await connect(client);
    const tag = unique('W');

    const created = await importCsv(client, rowsCsv(doorRows(tag, 600)));
    const changed = doorRows(tag, 600).map((row, index) => (index < 5 ? [...row.slice(0, 4), 99] : row));
    await importCsv(client, rowsCsv(changed), 'upsert');
    // A listing written after both imports: once its message is in, the imports' have been sent too.
    const marker = await createItem(client);
    await everyone.next((message) => message.type === 'new_item' && message.item.id === marker.id);
    everyone.socket.close();

    expect(everyone.messages.filter((message) => message.type === 'items_imported' && message.userId === user.id)).toEqual([
      { type: 'items_imported', userId: user.id, created: 600, updated: 0 },
      { type: 'items_imported', userId: user.id, created: 0, updated: 5 },
    ]);
    const imported = new Set((await myItems(client)).filter((item) => item.id !== marker.id).map((item) => item.id));
    expect(imported.size).toBe(600);
    expect(everyone.messages.filter((message) => (message.type === 'new_item' || message.type === 'update_item') && imported.has(message.item.id))).toEqual([]);
    expect(everyone.messages.some((message) => message.type === 'import_progress')).toBe(false);

    const progress = owner.messages.flatMap((message) => (message.type === 'import_progress' && message.job.id === created.id ? [message.job] : []));
    owner.socket.close();
    expect(progress.map((job) => [job.status, job.processed])).toEqual([
      ['validating', 0],
      ['running', 0],
      ['running', 250],
      ['running', 500],
      ['running', 600],
      ['done', 600],
    ]);
    expect(progress.at(-1)).toMatchObject({ total: 600, created: 600, errorCount: 0 });
  });
});

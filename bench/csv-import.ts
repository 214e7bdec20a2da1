import Papa from 'papaparse';
import { CSV_IMPORT_LIMITS, type ImportResult } from '@surplus/shared';
import { ApiClient } from '../local/src/api-client';
import { BENCH_PASSWORD } from './seed-data';
import { median, percentile } from './stats';

export interface CsvImportResult {
  size: number;
  rows: number;
  chunks: number;
  seconds: number;
  listingsPerSecond: number;
  chunkP50: number;
  chunkP99: number;
  /** POST /api/inventory one listing at a time, for comparison. */
  singleCreateP50: number;
  singleCreates: number;
}

const SINGLE_CREATES = 50;

/**
 * A new business imports `rows` listings through POST /api/inventory/import, a chunk of 1,000 rows per
 * request one after another (as the web dialog sends them), then creates a few listings one by one.
 */
export async function measureCsvImport(baseUrl: string, size: number, rows: number, log: (line: string) => void): Promise<CsvImportResult> {
  const client = new ApiClient(baseUrl);
  const username = `csvbench${Date.now().toString(36)}`;
  const registered = await client.post('/api/register', {
    username,
    password: BENCH_PASSWORD,
    businessName: 'Bench Importers',
    email: `${username}@example.test`,
    phone: '+1 555 0100',
    location: 'Columbus, OH',
  });
  if (registered.status !== 201) throw new Error(`Register failed: ${registered.status} ${registered.text}`);

  const chunkTimes: number[] = [];
  const started = performance.now();
  for (let start = 0; start < rows; start += CSV_IMPORT_LIMITS.rows) {
    const data = Array.from({ length: Math.min(CSV_IMPORT_LIMITS.rows, rows - start) }, (_, offset) => {
      const index = start + offset;
      return [index % 3 ? 'part' : 'door', `Imported ${index % 3 ? 'guide rail' : 'sectional door'} ${index}`, `CSVB-${index}`, 'Surplus stock from a warehouse clearance', String(1 + (index % 9))];
    });
    const csv = Papa.unparse({ fields: ['category', 'name', 'itemId', 'description', 'quantity'], data });
    const chunkStarted = performance.now();
    const answer = await client.request<ImportResult>('POST', '/api/inventory/import', { body: csv, headers: { 'content-type': 'text/csv' } });
    chunkTimes.push(performance.now() - chunkStarted);
    if (answer.status !== 201) throw new Error(`Import failed: ${answer.status} ${answer.text.slice(0, 300)}`);
    log(`  chunk ${chunkTimes.length}: ${answer.json.created} listings in ${(chunkTimes.at(-1)! / 1000).toFixed(1)} s`);
  }
  const seconds = (performance.now() - started) / 1000;

  const createTimes: number[] = [];
  for (let index = 0; index < SINGLE_CREATES; index++) {
    const createStarted = performance.now();
    const created = await client.post('/api/inventory', { category: 'door', name: `Single door ${index}`, itemId: `ONE-${index}`, description: 'Listed one at a time', quantity: 1 });
    createTimes.push(performance.now() - createStarted);
    if (created.status !== 201) throw new Error(`Create failed: ${created.status} ${created.text}`);
  }
  return {
    size,
    rows,
    chunks: chunkTimes.length,
    seconds,
    listingsPerSecond: rows / seconds,
    chunkP50: median(chunkTimes),
    chunkP99: percentile(chunkTimes, 99),
    singleCreateP50: median(createTimes),
    singleCreates: SINGLE_CREATES,
  };
}

import Papa from 'papaparse';
import { expect } from 'vitest';
import type { ImportJob, ImportJobStarted, ImportMode } from '@surplus/shared';
import type { ApiClient, ApiResponse } from '../../src/api-client';

export const CSV_HEADER = 'category,name,itemId,description,quantity';

export const rowsCsv = (rows: readonly (readonly (string | number)[])[], header = CSV_HEADER) =>
  Papa.unparse({ fields: header.split(','), data: rows.map((row) => row.map(String)) }, { newline: '\n' });

export const doorRows = (tag: string, count: number, description = 'Surplus sectional door, white') =>
  Array.from({ length: count }, (_, index) => ['door', `Sectional door ${index}`, `${tag}-${index}`, description, 1 + (index % 5)]);

/** POST /api/inventory/imports with a CSV body: the 202 with the queued job, or the refusal. */
export const startImport = (client: ApiClient, csv: string, mode?: ImportMode, headers: Record<string, string> = {}) =>
  client.request<ImportJobStarted & { message?: string }>('POST', `/api/inventory/imports${mode ? `?mode=${mode}` : ''}`, {
    body: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
  });

const FINAL = new Set(['done', 'failed']);

/** The job once it is done or failed, read every 100 ms (`timeoutMs` at most). */
export async function finishedJob(client: ApiClient, id: string, timeoutMs = 60_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer: ApiResponse<ImportJob> = await client.get<ImportJob>(`/api/inventory/imports/${id}`);
    expect(answer.status, answer.text).toBe(200);
    if (FINAL.has(answer.json.status)) return answer.json;
    if (Date.now() > deadline) throw new Error(`Import ${id} not finished after ${timeoutMs} ms: ${answer.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts an import and answers its job once it has finished. */
export async function importCsv(client: ApiClient, csv: string, mode?: ImportMode, timeoutMs?: number): Promise<ImportJob> {
  const started = await startImport(client, csv, mode);
  expect(started.status, started.text).toBe(202);
  return finishedJob(client, started.json.id, timeoutMs);
}

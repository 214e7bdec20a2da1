import type { ImportFailure, ImportResult } from '@surplus/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportCsvDialog } from '../src/features/csv-import/ImportCsvDialog';
import { renderWithApp } from './render';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const HEADER = 'category,name,itemId,description,quantity';
// 1,500 rows on file lines 2 to 1,501: line 202 of the second request's CSV is file line 1,202.
const file = () =>
  new File([[HEADER, ...Array.from({ length: 1500 }, (_, index) => `door,Door ${index},D-${index},A fine door,1`)].join('\n')], 'stock.csv', { type: 'text/csv' });

let requests: { url: string; body: string; type: string }[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/csrf-token') return answer(200, { csrfToken: 'token-1' });
      const body = init?.body as Blob;
      requests.push({ url: String(input), body: await body.text(), type: body.type });
      if (requests.length === 1) {
        const result: ImportResult = { created: 990, updated: 10, unchanged: 0, items: [] };
        return answer(201, result);
      }
      const failure: ImportFailure = {
        message: '1 row has errors; nothing was imported',
        errors: [{ line: 202, column: 'imageUrl', message: 'Image not found; upload it first' }],
      };
      return answer(400, failure);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ImportCsvDialog', () => {
  it('sends 1,000 rows per request and, when one is refused, names the file line and what was imported', async () => {
    renderWithApp(<ImportCsvDialog onClose={() => undefined} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    await userEvent.click(await screen.findByRole('radio', { name: 'Update my listings with the same item ID, create the rest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 1,500 rows' }));

    await screen.findByText('Line 1,202, imageUrl: Image not found; upload it first');
    expect(screen.getByText(/Stopped at line 1,002: 1 row has errors; nothing was imported\./)).toBeTruthy();
    expect(screen.getByText(/Imported 1,000 listings: 990 new, 10 updated before that line\./)).toBeTruthy();
    expect(requests.map((request) => [request.url, request.type, request.body.trim().split('\r\n').length])).toEqual([
      ['/api/inventory/import?mode=upsert', 'text/csv', 1001],
      ['/api/inventory/import?mode=upsert', 'text/csv', 501],
    ]);
  }, 30_000);
});

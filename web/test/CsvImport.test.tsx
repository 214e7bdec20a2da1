import { CSV_IMPORT_LIMITS, IDEMPOTENCY_KEY_HEADER, type ImportJob, type ImportJobList, type ImportJobSummary, type ImportUpload } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/query-keys';
import { CsvActions } from '../src/features/csv-import/components/CsvActions';
import { reportLiveMessage, reportSocketOpen } from '../src/hooks/live-socket';
import { fakeApi, type FakeRequest } from './fake-api';
import { json } from './list-pages';
import { renderWithApp } from './render';

const HEADER = 'category,name,itemId,description,quantity';
const csvFile = (rows: number, description = 'A fine door') =>
  new File([[HEADER, ...Array.from({ length: rows }, (_, index) => `door,Door ${index},D-${index},${description},1`)].join('\n')], 'stock.csv', {
    type: 'text/csv',
  });

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: 'job-1',
  mode: 'upsert',
  status: 'queued',
  total: null,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const summary = ({ errors, ...rest }: ImportJob): ImportJobSummary => ({ ...rest, errorCount: errors.length });
const progress = (overrides: Partial<ImportJob>) => reportLiveMessage({ type: 'import_progress', job: summary(job(overrides)) });
const noJobs: ImportJobList = { items: [] };

const keyOf = (request: FakeRequest | undefined) => new Headers(request?.init?.headers).get(IDEMPOTENCY_KEY_HEADER);
const dialog = () => screen.getByRole('dialog', { name: 'Import CSV' });

async function chooseAndImport(file: File, mode: 'create' | 'upsert', rows: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  await userEvent.upload(await within(await screen.findByRole('dialog', { name: 'Import CSV' })).findByLabelText('CSV file'), file);
  if (mode === 'upsert') await userEvent.click(await screen.findByRole('radio', { name: 'Update my listings with the same item ID, create the rest' }));
  await userEvent.click(await within(dialog()).findByRole('button', { name: `Import ${rows}` }));
}

afterEach(() => {
  reportSocketOpen(false);
  vi.unstubAllGlobals();
});

describe('CSV import', () => {
  it('starts one job for the whole file and follows its live progress to the summary', async () => {
    const api = fakeApi({
      'GET /api/inventory/imports': () => json(noJobs),
      'POST /api/inventory/imports': () => json({ id: 'job-1', status: 'queued' }, 202),
      'GET /api/inventory/imports/job-1': () => json(job()),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    reportSocketOpen(true);
    const { queryClient } = renderWithApp(<CsvActions />, { url: '/my-inventory' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const file = csvFile(1500);
    await chooseAndImport(file, 'upsert', '1,500 rows');

    await within(dialog()).findByText('Waiting to start…');
    const [post] = api.sent('POST', '/api/inventory/imports');
    expect(post?.url.search).toBe('?mode=upsert');
    // The file as it is, whatever its size in rows: no chunks.
    const body = post?.init?.body as Blob;
    expect(body.type).toBe('text/csv');
    expect(await body.text()).toBe(await file.text());
    expect(keyOf(post)).toMatch(/^[0-9a-f]{32}$/);

    progress({ status: 'validating' });
    await within(dialog()).findByText('Checking every row…');
    progress({ status: 'running', total: 1500, processed: 750, created: 740, updated: 10 });
    await within(dialog()).findByText('Imported 750 of 1,500 rows');
    expect(within(dialog()).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');
    // Another job's progress is not this one's.
    reportLiveMessage({ type: 'import_progress', job: summary(job({ id: 'job-2', status: 'running', total: 10, processed: 9 })) });
    progress({ status: 'done', total: 1500, processed: 1500, created: 1480, updated: 15, unchanged: 5 });
    await within(dialog()).findByText('Imported 1,500 listings: 1,480 new, 15 updated, 5 unchanged');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.inventory }));
    // The socket told everything: the job was read once, when it started.
    expect(api.sent('GET', '/api/inventory/imports/job-1')).toHaveLength(1);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  }, 30_000);

  it('polls the job while the socket is closed, stops at its end, and lists every error of a failed job', async () => {
    const errors = [
      { line: 3, column: 'quantity', message: 'Quantity must be a positive number' },
      { line: 1202, column: 'imageUrl', message: 'Image not found; upload it first' },
    ];
    const reads = [job({ status: 'validating' }), job({ status: 'failed', total: 1500, message: '2 rows have errors; nothing was imported', errors })];
    const api = fakeApi({
      'GET /api/inventory/imports': () => json(noJobs),
      'POST /api/inventory/imports': () => json({ id: 'job-1', status: 'queued' }, 202),
      'GET /api/inventory/imports/job-1': () => json(reads.shift() ?? job({ status: 'failed', message: 'read once too often' })),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CsvActions />, { url: '/my-inventory' });
    await chooseAndImport(csvFile(1500), 'create', '1,500 rows');

    await within(dialog()).findByText('Checking every row…');
    await within(dialog()).findByText('Line 1,202, imageUrl: Image not found; upload it first');
    expect(within(dialog()).getByText(/2 rows have errors; nothing was imported\. Fix the file and choose it again\./)).toBeInTheDocument();
    expect(within(dialog()).getByText('Line 3, quantity: Quantity must be a positive number')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(api.sent('GET', '/api/inventory/imports/job-1')).toHaveLength(2);

    // Choosing another file starts over, with a new attempt.
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Choose another file' }));
    expect(await within(dialog()).findByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  }, 30_000);

  it('uploads a file over 4.5 MB first and starts the job with its key; a lost answer is sent again with the same key', async () => {
    const upload: ImportUpload = { url: 'http://storage.test/imports-bucket', fields: { key: 'imports/7/up-1.csv', 'Content-Type': 'text/csv' }, uploadKey: 'imports/7/up-1.csv' };
    let starts = 0;
    const api = fakeApi({
      'GET /api/inventory/imports': () => json(noJobs),
      'POST /api/inventory/imports/upload': () => json(upload),
      'POST /imports-bucket': () => new Response(null, { status: 204 }),
      'POST /api/inventory/imports': () => {
        starts++;
        if (starts === 1) throw new TypeError('Failed to fetch');
        return json({ id: 'job-1', status: 'queued' }, 202);
      },
      'GET /api/inventory/imports/job-1': () => json(job({ status: 'running', total: 2300, processed: 250, mode: 'create' })),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CsvActions />, { url: '/my-inventory' });
    const file = csvFile(2300, 'x'.repeat(2000));
    expect(file.size).toBeGreaterThan(CSV_IMPORT_LIMITS.bodyBytes);
    await chooseAndImport(file, 'create', '2,300 rows');

    await within(dialog()).findByText('The server could not be reached: check the connection and try again');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Import 2,300 rows' }));
    await within(dialog()).findByText('Imported 250 of 2,300 rows');

    expect(api.sent('POST', '/api/inventory/imports/upload').map((request) => request.body)).toEqual([{ size: file.size }, { size: file.size }]);
    const form = api.sent('POST', '/imports-bucket')[0]?.init?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'file']);
    const starts2 = api.sent('POST', '/api/inventory/imports');
    expect(starts2.map((request) => request.body)).toEqual([{ uploadKey: upload.uploadKey }, { uploadKey: upload.uploadKey }]);
    expect(starts2.map((request) => request.url.search)).toEqual(['?mode=create', '?mode=create']);
    expect(keyOf(starts2[1])).toBe(keyOf(starts2[0]));
  }, 30_000);

  it('shows a job still running when the page opens, and tells of its end after the dialog is closed', async () => {
    const running = job({ status: 'running', total: 20_000, processed: 5_000, created: 5_000, mode: 'create' });
    const api = fakeApi({
      'GET /api/inventory/imports': () => json({ items: [summary(job({ id: 'old', status: 'done' })), summary(running)] }),
      'GET /api/inventory/imports/job-1': () => json(running),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    reportSocketOpen(true);
    renderWithApp(<CsvActions />, { url: '/my-inventory' });

    await within(await screen.findByRole('dialog', { name: 'Import CSV' })).findByText('Imported 5,000 of 20,000 rows');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Import in progress' })).toBeInTheDocument();

    progress({ status: 'done', total: 20_000, processed: 20_000, created: 20_000, mode: 'create' });
    await screen.findByText('Import finished');
    expect(screen.getByText('Imported 20,000 listings: 20,000 new, 0 updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    await within(await screen.findByRole('dialog', { name: 'Import CSV' })).findByRole('button', { name: 'Done' });
  }, 30_000);

  it('lists every bad row before anything is sent', async () => {
    const api = fakeApi({ 'GET /api/inventory/imports': () => json(noJobs) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<CsvActions />, { url: '/my-inventory' });
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const bad = new File([`${HEADER}\ndoor,Door,D-1,A fine door,none\npart,X,P-1,tiny,1\n`], 'bad.csv', { type: 'text/csv' });
    await userEvent.upload(await within(await screen.findByRole('dialog', { name: 'Import CSV' })).findByLabelText('CSV file'), bad);
    await within(dialog()).findByText('Line 2, quantity: Quantity must be a positive number');
    expect(within(dialog()).getByText('Line 3, name: Name must be at least 2 characters long')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

    await userEvent.upload(within(dialog()).getByLabelText('CSV file'), new File(['name,price\nDoor,10\n'], 'other.csv', { type: 'text/csv' }));
    await within(dialog()).findByText(/price/);
    expect(api.sent('POST', '/api/inventory/imports')).toHaveLength(0);
  }, 30_000);
});

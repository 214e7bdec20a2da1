import { IDEMPOTENCY_KEY_HEADER, type ImportJobStarted, type ImportMode } from '@surplus/shared';
import { apiSend } from '../../../api/client';

/** What a job imports: the CSV itself in the request's body, or the key of a CSV uploaded to storage before. */
export type ImportSource = { csv: Blob } | { uploadKey: string };

/**
 * POST /api/inventory/imports: starts one job for the whole file and answers 202 with it at once (a bad header
 * is 400, too big 413). The same `idempotencyKey` again answers the job the first request made.
 */
export function startImport(source: ImportSource, mode: ImportMode, idempotencyKey: string): Promise<ImportJobStarted> {
  // A .csv file's own type varies by system (Windows says application/vnd.ms-excel): the body is always text/csv.
  const body = 'csv' in source ? new Blob([source.csv], { type: 'text/csv' }) : { uploadKey: source.uploadKey };
  return apiSend<ImportJobStarted>('POST', `/api/inventory/imports?mode=${mode}`, body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

/**
 * CSV imports run as jobs (POST /api/inventory/imports): a file up to `bodyBytes` goes in the request's body,
 * a bigger one (up to `uploadBytes`) is uploaded to storage first (POST /api/inventory/imports/upload).
 */
export const CSV_IMPORT_LIMITS = { rows: 100_000, bodyBytes: 4_500_000, uploadBytes: 50_000_000 } as const;
export const CSV_IMPORT_TOO_LARGE = 'A CSV file in the request body can be at most 4.5 MB: upload bigger files first (up to 50 MB)';
export const CSV_UPLOAD_TOO_LARGE = 'A CSV file can be at most 50 MB';
export const CSV_TOO_MANY_ROWS = 'A CSV import takes at most 100,000 rows: split the file';
export const IMPORT_JOB_STATUSES = ['queued', 'validating', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
/** A job in one of these is still working; the others are final. */
export const ACTIVE_IMPORT_STATUSES: readonly ImportJobStatus[] = ['queued', 'validating', 'running'];
/** GET /api/inventory/imports answers the seller's newest jobs, this many at most. */
export const IMPORT_JOBS_LISTED = 20;
/** The `Idempotency-Key` header of POST /api/inventory/imports: a repeated POST with the same key answers the first job. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

import { ACTIVE_IMPORT_STATUSES, type ImportJob, type ImportJobStatus, type ImportJobSummary } from '@surplus/shared';

/** Still working (queued, validating or running): its progress is followed; the others are final. */
export const isActiveImport = (status: ImportJobStatus) => ACTIVE_IMPORT_STATUSES.includes(status);

const STEP: Record<ImportJobStatus, number> = { queued: 0, validating: 1, running: 2, done: 3, failed: 3 };

/**
 * The later of two readings of one job: a job only moves forward (steps, then rows processed), but a live update
 * and a read that crossed it may arrive in either order. An equal reading takes the fresh one (a failed job's
 * read brings its errors).
 */
export function laterImportJob(cached: ImportJob | undefined, fresh: ImportJob): ImportJob {
  if (!cached || cached.id !== fresh.id) return fresh;
  const ahead = STEP[cached.status] - STEP[fresh.status] || cached.processed - fresh.processed;
  return ahead > 0 ? cached : fresh;
}

/** A live `import_progress` summary as the job: it lists no errors, so those already read are kept. */
export function jobWithProgress(cached: ImportJob | undefined, { errorCount: _errorCount, ...summary }: ImportJobSummary): ImportJob {
  return { ...summary, errors: cached?.errors ?? [] };
}

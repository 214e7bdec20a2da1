import { CSV_IMPORT_LIMITS, CSV_UPLOAD_TOO_LARGE, type ImportJobStarted, type ImportMode } from '@surplus/shared';
import { csvHeaderProblem } from '@surplus/shared/item-csv';
import { enqueueJob } from '../aws/job-queue';
import { bodyCsvKey, isUploadKeyOf, putCsv, readCsv, uploadSize } from '../aws/import-files';
import { createImportJob, findImportJob, type ImportJobRecord, importJobId } from '../data/imports/import-jobs';
import type { UserRecord } from '../data/users/users';
import { badRequest, payloadTooLarge } from '../lib/errors';
import type { ImportBody } from '../lib/import-body';

/** Enough of a file's start for its header line. */
const HEADER_BYTES = 64 * 1024;

const started = (job: ImportJobRecord): ImportJobStarted => ({ id: job.id, status: job.status, ...(job.total !== undefined ? { total: job.total } : {}) });

/**
 * Starts an import job after checking only what is quick: the file's size, type and header line. The CSV is
 * stored for the job (or, uploaded before, checked to be the caller's). A repeated Idempotency-Key answers
 * the job the first request made, as it is now.
 */
export async function startImport(owner: UserRecord, mode: ImportMode, body: ImportBody, idempotencyKey?: string): Promise<ImportJobStarted> {
  const jobId = importJobId(owner.id, idempotencyKey);
  const earlier = idempotencyKey ? await findImportJob(jobId) : null;
  if (earlier) return queued(earlier);

  let csvKey: string;
  if ('csv' in body) {
    const problem = csvHeaderProblem(body.csv.slice(0, HEADER_BYTES));
    if (problem) throw badRequest(problem);
    csvKey = bodyCsvKey(owner.id, jobId);
    await putCsv(csvKey, body.csv);
  } else {
    if (!isUploadKeyOf(body.uploadKey, owner.id)) throw badRequest('uploadKey is not an upload of yours');
    const size = await uploadSize(body.uploadKey);
    if (size === null) throw badRequest('The uploaded file was not found: upload it again');
    if (size > CSV_IMPORT_LIMITS.uploadBytes) throw payloadTooLarge(CSV_UPLOAD_TOO_LARGE);
    const problem = csvHeaderProblem(size > 0 ? await readCsv(body.uploadKey, HEADER_BYTES) : '');
    if (problem) throw badRequest(problem);
    csvKey = body.uploadKey;
  }
  return queued(await createImportJob({ id: jobId, userId: owner.id, mode, csvKey }));
}

async function queued(job: ImportJobRecord): Promise<ImportJobStarted> {
  // A queued job's message may have been lost with the request that made it: another one does no harm.
  if (job.status === 'queued') await enqueueJob({ kind: 'import', jobId: job.id });
  return started(job);
}

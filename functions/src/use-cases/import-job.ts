import { CSV_IMPORT_LIMITS, CSV_TOO_MANY_ROWS, type CsvRowError, type InventoryItem, type ItemCreateInput, type ItemUpdateInput } from '@surplus/shared';
import { parseItemCsv, validateRows } from '@surplus/shared/item-csv';
import { checkImportImages } from './import-images';
import { recordChunkDigest, sendImportDigest, type WrittenListing } from './import-digest';
import { sendToUser } from './user-messages';
import { enqueueJob } from '../aws/job-queue';
import { putChunk, putErrors, readChunk, readCsv } from '../aws/import-files';
import { inParallel } from '../data/table/batch-write';
import { reserveIds } from '../data/table/counters';
import { chunkPartOnceStep, chunkWrittenStep, failJob, findImportJob, finishJob, type ImportJobRecord, markValidating, startWriting, toJobSummary, withChunkWritten } from '../data/imports/import-jobs';
import { countStepsOf, putNewItems } from '../data/listings/bulk-import';
import { recordImport } from '../data/imports/imports';
import { newItem, updateItem } from '../data/listings/item-writes';
import { ownItemPages } from '../data/listings/items';
import { cancellationCodes, TRANSACTION_ITEMS_MAX, type TransactItem, transactionsOf, writeTransaction } from '../data/table/transactions';
import { findUserById } from '../data/users/users';
import { HttpError } from '../lib/errors';
import { planImport } from '../lib/import-plan';
import { BUSINESS_METRICS, countEvent } from '../observability/metrics';

/**
 * A CSV import as a job on the jobs queue. Its steps: check every row (all or nothing: any problem fails the
 * job with every problem and writes nothing), then write the rows a chunk per step, then the import's record
 * (its one live update) and its saved-search digest. Each step reads where the job stands, so a message
 * delivered twice, or again after a crash, continues the job without writing anything twice: a new listing's
 * id and record are fixed when the rows are checked, and a chunk's counts are recorded with the job's move
 * to the next chunk, once (its size figures, too many for that transaction, each behind a once-marker).
 */
export const CHUNK_ROWS = 250;

/** One row to write, as the checked plan holds it (a chunk file). */
type PlannedRow =
  | { line: number; create: ItemCreateInput; id: number }
  | { line: number; update: ItemUpdateInput; id: number; before: InventoryItem };

/** Runs the job's next step. On the message's last delivery a failing step ends the job `failed`. */
export async function continueImport(jobId: string, lastDelivery: boolean): Promise<void> {
  const job = await findImportJob(jobId);
  if (!job) return;
  try {
    if (job.status === 'queued' || job.status === 'validating') await checkRows(job);
    else if (job.status === 'running') await writeNextChunk(job);
  } catch (error) {
    if (lastDelivery) await report(await failJob(job.id, 'The import stopped after an unexpected error. Listings written so far stay; import the file again with upsert to finish it.'));
    throw error;
  }
}

async function report(job: ImportJobRecord | null): Promise<void> {
  if (job) await sendToUser(job.userId, () => ({ type: 'import_progress', job: toJobSummary(job) }));
}

const rowsHaveErrors = (errors: readonly CsvRowError[]) => {
  const rows = new Set(errors.map((error) => error.line)).size;
  return `${rows === 1 ? '1 row has' : `${rows} rows have`} errors; nothing was imported`;
};

async function checkRows(queued: ImportJobRecord): Promise<void> {
  const job = await markValidating(queued.id);
  if (!job) return;
  await report(job);
  const parsed = parseItemCsv(await readCsv(job.csvKey));
  if (!parsed.ok) return report(await failJob(job.id, parsed.message));
  const total = parsed.rows.length + parsed.errors.length;
  if (total > CSV_IMPORT_LIMITS.rows) return report(await failJob(job.id, CSV_TOO_MANY_ROWS, { total }));

  const { inputs, errors } = validateRows(parsed.rows);
  const own: InventoryItem[] = [];
  if (job.mode === 'upsert') for await (const page of ownItemPages(job.userId)) own.push(...page);
  const plan = planImport(inputs, job.mode, own, parsed.columns);
  const imageErrors = await checkImportImages(job.userId, [...plan.creates, ...plan.updates.filter((row) => row.changes.imageUrl)]);
  const problems = [...parsed.errors, ...errors, ...plan.errors, ...imageErrors].sort((a, b) => a.line - b.line);
  if (problems.length > 0) {
    await putErrors(job.userId, job.id, problems);
    return report(await failJob(job.id, rowsHaveErrors(problems), { total, errorCount: problems.length }));
  }

  // Ids are reserved anew if this step runs again; the ones of an earlier run are skipped, never used twice.
  const firstId = plan.creates.length > 0 ? await reserveIds('nextItemId', plan.creates.length) : 0;
  const rows: PlannedRow[] = [
    ...plan.creates.map((row, index) => ({ line: row.line, create: row.input, id: firstId + index })),
    ...plan.updates.map((row) => ({ line: row.line, update: row.changes, id: row.id, before: row.before })),
  ].sort((a, b) => a.line - b.line);
  const chunks = Math.ceil(rows.length / CHUNK_ROWS);
  await inParallel(Array.from({ length: chunks }, (_, chunk) => chunk), (chunk) =>
    putChunk(job.userId, job.id, chunk, rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS)),
  );
  const running = await startWriting(job.id, { total, chunks, unchanged: plan.unchanged.length, writtenAt: new Date().toISOString() });
  if (!running) return;
  await report(running);
  await enqueueJob({ kind: 'import', jobId: job.id });
}

async function writeNextChunk(job: ImportJobRecord): Promise<void> {
  if (job.nextChunk >= (job.chunks ?? 0)) return finishImport(job);
  const owner = await findUserById(job.userId);
  if (!owner || owner.closedAt) return report(await failJob(job.id, 'The account was closed: the import stopped'));
  const rows = await readChunk<PlannedRow[]>(job.userId, job.id, job.nextChunk);
  if (!rows) throw new Error(`Import job ${job.id}: chunk ${job.nextChunk} is missing`);

  const created = rows.flatMap((row) => ('create' in row ? [newItem(row.id, owner, row.create, job.writtenAt!)] : []));
  await putNewItems(created, job.id);
  const updated: WrittenListing[] = [];
  await inParallel(
    rows.flatMap((row) => ('update' in row ? [row] : [])),
    async (row) => {
      try {
        updated.push({ before: row.before, after: await updateItem(row.id, job.userId, row.update, job.id) });
      } catch (error) {
        // Deleted (or given away) since the rows were checked: nothing to update.
        if (!(error instanceof HttpError)) throw error;
      }
    },
  );
  await recordChunkDigest(job.id, job.nextChunk, [...created.map((after) => ({ before: null, after })), ...updated]);

  const counts = countStepsOf(created);
  await writeOnce(job, 'sizes', counts.sizes);
  const written = { processed: rows.length, created: created.length, updated: updated.length };
  try {
    await writeTransaction([
      chunkWrittenStep(job, written),
      ...(created.length > 0 ? [counts.categories, ...counts.owners] : []),
    ]);
  } catch (error) {
    // Another delivery of this step recorded the chunk first, and carries the job on.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return;
    throw error;
  }
  await report(withChunkWritten(job, written));
  await enqueueJob({ kind: 'import', jobId: job.id });
}

/**
 * Independent steps of a chunk (its size figures: one per size, so more than a transaction holds) in
 * transactions that each carry a once-marker: a delivery that finds one written skips it.
 */
async function writeOnce(job: ImportJobRecord, name: string, steps: TransactItem[]): Promise<void> {
  const groups = transactionsOf(steps, TRANSACTION_ITEMS_MAX - 1);
  await inParallel(groups.map((group, index) => ({ group, index })), async ({ group, index }) => {
    try {
      await writeTransaction([chunkPartOnceStep(job, `${name}#${index}`), ...group]);
    } catch (error) {
      if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    }
  });
}

async function finishImport(job: ImportJobRecord): Promise<void> {
  await sendImportDigest(job.id);
  if (job.created + job.updated > 0) await recordImport({ importId: job.id, userId: job.userId, created: job.created, updated: job.updated });
  const done = await finishJob(job.id);
  if (!done) return;
  if (done.created > 0) countEvent(BUSINESS_METRICS.listingsCreated, done.created);
  await report(done);
}

import type { ImportJobStatus, ImportJobSummary, ImportMode } from '@surplus/shared';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_JOBS_LISTED } from '@surplus/shared';
import { randomToken, sha256 } from '../../lib/crypto';
import { db, table } from '../table/client';
import { DAY_SECONDS, expiresAfter, TTL_ATTRIBUTE } from '../table/definition';
import type { TransactItem } from '../table/transactions';
import { ownedBy, ownedRecordsPartition } from '../table/owned-records';

/**
 * The import job entity: where one CSV import stands. The worker moves it from `queued` through `validating`
 * to `running`, one chunk of rows per step (`nextChunk` of `chunks`), and on to `done`, or ends it `failed`.
 * Each step's writes are recorded with a condition on the step it read, so a repeated step records nothing
 * twice. Kept 7 days, as long as its files (aws/import-files.ts).
 *
 * | access pattern                      | index | partition key         | sort key                |
 * |-------------------------------------|-------|-----------------------|-------------------------|
 * | one job                             | table | IMPORTJOB#<jobId>     | JOB                     |
 * | a seller's jobs, newest first       | gsi1  | USERRECS#<userId>     | IMPORTJOB#<createdAt>   |
 * | a chunk part written (once-marker)  | table | IMPORTJOB#<jobId>     | WRITTEN#<chunk>#<part>  |
 */
const KEEP_DAYS = 7;
const jobKey = (id: string) => ({ pk: `IMPORTJOB#${id}`, sk: 'JOB' });
export const IMPORT_JOB_ID = /^[A-Za-z0-9_-]{22}$/;

export interface ImportJobRecord {
  id: string;
  userId: number;
  mode: ImportMode;
  status: ImportJobStatus;
  /** The uploaded CSV file's key in the images bucket (under imports/). */
  csvKey: string;
  total?: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Chunks of rows to write (running), and the next one to write. */
  chunks?: number;
  nextChunk: number;
  /** When the rows were checked: every listing the job creates carries it, so a repeated chunk writes the same records. */
  writtenAt?: string;
  message?: string;
  errorCount: number;
  createdAt: string;
  finishedAt?: string;
}

/**
 * A job's id: derived from the caller's Idempotency-Key when there is one, so a repeated POST names the same
 * job (and no one can name another user's), else random.
 */
export const importJobId = (userId: number, idempotencyKey?: string) =>
  idempotencyKey ? sha256(`${userId}:${idempotencyKey}`).slice(0, 22) : randomToken(16).slice(0, 22);

/** Stores a new queued job; answers the job already stored under its id instead (a repeated Idempotency-Key). */
export async function createImportJob(job: Pick<ImportJobRecord, 'id' | 'userId' | 'mode' | 'csvKey'>): Promise<ImportJobRecord> {
  const now = Date.now();
  const record: ImportJobRecord = {
    ...job,
    status: 'queued',
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    nextChunk: 0,
    errorCount: 0,
    createdAt: new Date(now).toISOString(),
  };
  try {
    await db.send(
      new PutCommand({
        TableName: table(),
        Item: { ...jobKey(job.id), ...record, ...ownedBy(job.userId, 'IMPORTJOB', now), [TTL_ATTRIBUTE]: expiresAfter(KEEP_DAYS * DAY_SECONDS, now) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await findImportJob(job.id);
    if (!existing) throw error;
    return existing;
  }
}

export async function findImportJob(id: string): Promise<ImportJobRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: jobKey(id), ConsistentRead: true }));
  return (Item as ImportJobRecord | undefined) ?? null;
}

/** The seller's newest jobs, newest first. */
export async function recentImportJobs(userId: number): Promise<ImportJobRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :kind)',
      ExpressionAttributeValues: { ':pk': ownedRecordsPartition(userId), ':kind': 'IMPORTJOB#' },
      ScanIndexForward: false,
      Limit: IMPORT_JOBS_LISTED,
    }),
  );
  return Items as ImportJobRecord[];
}

export function toJobSummary(job: ImportJobRecord): ImportJobSummary {
  const { id, mode, status, total, processed, created, updated, unchanged, message, errorCount, createdAt, finishedAt } = job;
  return {
    id, mode, status, total: total ?? null, processed, created, updated, unchanged,
    ...(message ? { message } : {}),
    errorCount, createdAt, finishedAt: finishedAt ?? null,
  };
}

/**
 * Moves a job on with `changes` when it is still in one of `from`: answers the job as it is now, or null when
 * it had moved on already (another delivery of the same step did the work).
 */
async function moveJob(id: string, from: readonly ImportJobStatus[], changes: Partial<ImportJobRecord>): Promise<ImportJobRecord | null> {
  const entries = Object.entries(changes);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: jobKey(id),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
        ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])) },
        ExpressionAttributeValues: {
          ...Object.fromEntries(from.map((status, i) => [`:from${i}`, status])),
          ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as ImportJobRecord;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

export const markValidating = (id: string) => moveJob(id, ['queued', 'validating'], { status: 'validating' });

export const startWriting = (id: string, plan: Pick<ImportJobRecord, 'total' | 'chunks' | 'unchanged' | 'writtenAt'>) =>
  moveJob(id, ['validating'], { ...plan, status: 'running', processed: plan.unchanged, nextChunk: 0 });

export const failJob = (id: string, message: string, found: Partial<Pick<ImportJobRecord, 'total' | 'errorCount'>> = {}) =>
  moveJob(id, ['queued', 'validating', 'running'], { ...found, status: 'failed', message, finishedAt: new Date().toISOString() });

export const finishJob = (id: string) => moveJob(id, ['running'], { status: 'done', finishedAt: new Date().toISOString() });

export interface ChunkCounts {
  processed: number;
  created: number;
  updated: number;
}

/** Transaction step of a chunk's write: counts its rows and moves the job to the next chunk, once. */
export function chunkWrittenStep(job: ImportJobRecord, rows: ChunkCounts): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: jobKey(job.id),
      UpdateExpression: 'SET nextChunk = :next ADD #processed :processed, #created :created, #updated :updated',
      ConditionExpression: '#status = :running AND nextChunk = :chunk',
      ExpressionAttributeNames: { '#status': 'status', '#processed': 'processed', '#created': 'created', '#updated': 'updated' },
      ExpressionAttributeValues: {
        ':running': 'running',
        ':chunk': job.nextChunk,
        ':next': job.nextChunk + 1,
        ':processed': rows.processed,
        ':created': rows.created,
        ':updated': rows.updated,
      },
    },
  };
}

/**
 * Transaction step that lets a part of a chunk's bookkeeping (one transaction of its size figures) be written
 * once: it fails its condition when a delivery before wrote it.
 */
export function chunkPartOnceStep(job: ImportJobRecord, part: string): TransactItem {
  return {
    Put: {
      TableName: table(),
      Item: { pk: jobKey(job.id).pk, sk: `WRITTEN#${job.nextChunk}#${part}`, [TTL_ATTRIBUTE]: expiresAfter(KEEP_DAYS * DAY_SECONDS, Date.now()) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The job as chunkWrittenStep leaves it once its transaction is written (no read needed). */
export const withChunkWritten = (job: ImportJobRecord, rows: ChunkCounts): ImportJobRecord => ({
  ...job,
  nextChunk: job.nextChunk + 1,
  processed: job.processed + rows.processed,
  created: job.created + rows.created,
  updated: job.updated + rows.updated,
});

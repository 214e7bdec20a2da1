import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../lib/config';
import { randomToken } from '../lib/crypto';
import { isMissingObject, s3 } from './images-bucket';

/**
 * The files of CSV import jobs, under `imports/` in the images bucket (which CloudFront never serves; a
 * lifecycle rule deletes them after 7 days): the CSV a seller sent or uploaded, then the job's write plan in
 * chunks and, for a failed job, its errors.
 */
const PREFIX = 'imports/';
const bucket = () => config.imagesBucket;

/** Where a seller's presigned CSV upload goes: a fresh key in the seller's own folder. */
export const newUploadKey = (userId: number) => `${PREFIX}${userId}/${randomToken(18)}.csv`;
/** Whether `key` names a CSV upload in the seller's own folder (an upload key from the browser is not trusted). */
export const isUploadKeyOf = (key: string, userId: number) => new RegExp(`^${PREFIX}${userId}/[A-Za-z0-9_-]{24}\\.csv$`).test(key);
/** The CSV of a job whose file came in the request's body. */
export const bodyCsvKey = (userId: number, jobId: string) => `${PREFIX}${userId}/${jobId}.body.csv`;
const chunkKey = (userId: number, jobId: string, chunk: number) => `${PREFIX}${userId}/${jobId}/chunk-${chunk}.json`;
const errorsKey = (userId: number, jobId: string) => `${PREFIX}${userId}/${jobId}/errors.json`;

export async function putCsv(key: string, csv: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: csv, ContentType: 'text/csv; charset=utf-8' }));
}

/** An uploaded file's size in bytes, or null when there is none. */
export async function uploadSize(key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** The file's first bytes as text (enough for its header line), or all of it without `bytes`. */
export async function readCsv(key: string, bytes?: number): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, ...(bytes ? { Range: `bytes=0-${bytes - 1}` } : {}) }));
  return object.Body ? await object.Body.transformToString('utf-8') : '';
}

async function putJson(key: string, value: unknown): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }));
}

async function readJson<T>(key: string): Promise<T | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return object.Body ? (JSON.parse(await object.Body.transformToString('utf-8')) as T) : null;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

export const putChunk = (userId: number, jobId: string, chunk: number, rows: unknown) => putJson(chunkKey(userId, jobId, chunk), rows);
export const readChunk = <T>(userId: number, jobId: string, chunk: number) => readJson<T>(chunkKey(userId, jobId, chunk));
export const putErrors = (userId: number, jobId: string, errors: unknown) => putJson(errorsKey(userId, jobId), errors);
export const readErrors = <T>(userId: number, jobId: string) => readJson<T>(errorsKey(userId, jobId));

/** Deletes every import file of the user (account deletion), a listing page (up to 1,000 files) at a time. */
export async function deleteImportFilesOf(userId: number): Promise<void> {
  for (;;) {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: `${PREFIX}${userId}/` }));
    const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length === 0) return;
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys, Quiet: true } }));
  }
}

import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { CSV_IMPORT_LIMITS, type ImportJob, type ImportJobStarted, type ImportUpload, type NotificationPage } from '@surplus/shared';
import { ApiClient } from '../local/src/api-client';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/src/services/aws-local';
import { TABLE_NAME } from '../local/src/runtime';
import { BENCH_PASSWORD } from './seed-data';
import { median, percentile } from './stats';

/** How a file reaches POST /api/inventory/imports: in its body, or uploaded first and named by its uploadKey. */
export type ImportPath = 'body' | 'upload';

export interface CsvImportResult {
  /** Listings in the table before the import. */
  size: number;
  rows: number;
  bytes: number;
  path: ImportPath;
  /** For an uploaded file: POST /api/inventory/imports/upload plus the presigned POST of the file to storage. */
  uploadSeconds?: number;
  /** Every timed POST /api/inventory/imports: the import's own, then the same-sized files that fail validation. */
  postMs: number[];
  postP50: number;
  postMax: number;
  /** From the start of the import's POST until the job was first seen `running` (validation done), then `done`. */
  runningSeconds: number;
  doneSeconds: number;
  listingsPerSecond: number;
  /** Buyers of other businesses with a saved search that every imported row matches. */
  searches: number;
  /** Their `search_match` notifications about this import, and the `count` each carried. */
  notifications: number;
  notificationCounts: number[];
  /** Every saved search the import alerted (the job's match records): the buyers' above and any other that matched. */
  searchesAlerted: number;
}

export interface SingleCreateResult {
  size: number;
  creates: number;
  p50: number;
  p99: number;
}

export interface CsvImportOptions {
  /** Buyers with a saved search matching every row (one search each per import). */
  searches: number;
  /** POSTs timed per file: the import's own plus this many minus one that start jobs failing validation. */
  posts: number;
  /** `auto`: upload first only files over the request body's 4.5 MB, as the web dialog does; `all`: every file. */
  upload: 'auto' | 'all';
}

const SINGLE_CREATES = 50;
const WARM_UP_ROWS = 500;
const POLL_MS = 200;
const HEADER = ['category', 'name', 'itemId', 'description', 'quantity'];

/** Letters only: a search word of its own (digits would split it into several words). */
const uniqueWord = (prefix: string) => `${prefix}${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function register(baseUrl: string, tag: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const username = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await client.post('/api/register', {
    username, password: BENCH_PASSWORD, businessName: `Bench ${tag}`, email: `${username}@example.test`, phone: '+1 555 0100', location: 'Columbus, OH',
  });
  if (answer.status !== 201) throw new Error(`Register failed: ${answer.status} ${answer.text}`);
  return client;
}

/** The file: a third doors, names of the catalogue's kinds, every description holding `word`. With `badLastRow` its last quantity is -1. */
function importCsv(rows: number, tag: string, word: string, badLastRow = false): string {
  const data = Array.from({ length: rows }, (_, index) => [
    index % 3 ? 'part' : 'door',
    `Imported ${index % 3 ? 'guide rail' : 'sectional door'} ${index}`,
    `CSVB-${tag}-${index}`,
    `Surplus stock from a warehouse clearance, lot ${word}`,
    badLastRow && index === rows - 1 ? '-1' : String(1 + (index % 9)),
  ]);
  return Papa.unparse({ fields: HEADER, data });
}

/** POST /api/inventory/imports/upload, then the presigned POST of the file (a multipart form: the fields, then `file`). */
async function upload(client: ApiClient, csv: string): Promise<{ uploadKey: string; seconds: number }> {
  const started = performance.now();
  const bytes = new TextEncoder().encode(csv);
  const presigned = await client.post<ImportUpload>('/api/inventory/imports/upload', { size: bytes.length });
  if (presigned.status !== 200) throw new Error(`Upload presign failed: ${presigned.status} ${presigned.text}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.json.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'listings.csv');
  const stored = await fetch(presigned.json.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`Upload to storage failed: ${stored.status} ${(await stored.text()).slice(0, 300)}`);
  return { uploadKey: presigned.json.uploadKey, seconds: (performance.now() - started) / 1000 };
}

/** POST /api/inventory/imports with the CSV in the body or the uploadKey of an uploaded one: the job's id, and the POST's time. */
async function startJob(client: ApiClient, file: { csv: string } | { uploadKey: string }): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  const answer = await client.request<ImportJobStarted>(
    'POST',
    '/api/inventory/imports?mode=create',
    'csv' in file ? { body: file.csv, headers: { 'content-type': 'text/csv; charset=utf-8' } } : { json: { uploadKey: file.uploadKey } },
  );
  const ms = performance.now() - started;
  if (answer.status !== 202) throw new Error(`Starting the import failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return { id: answer.json.id, ms };
}

/** Reads the job every POLL_MS until it is done or failed; when it was first seen `running` and when it ended, in ms from `since`. */
async function followJob(client: ApiClient, id: string, since: number, timeoutMs: number, log?: (line: string) => void) {
  let runningAt: number | undefined;
  let lastLog = performance.now();
  for (;;) {
    const answer = await client.get<ImportJob>(`/api/inventory/imports/${id}`);
    const at = performance.now();
    if (answer.status !== 200) throw new Error(`Reading import ${id} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
    const job = answer.json;
    if (job.status === 'running' && runningAt === undefined) runningAt = at - since;
    if (job.status === 'done' || job.status === 'failed') return { job, runningMs: runningAt ?? at - since, endedMs: at - since };
    if (at - since > timeoutMs) throw new Error(`Import ${id} not finished after ${(timeoutMs / 1000).toFixed(0)} s: ${answer.text.slice(0, 300)}`);
    if (log && at - lastLog > 15_000) {
      log(`    ${job.status}: ${job.processed.toLocaleString('en-US')} of ${(job.total ?? 0).toLocaleString('en-US')} rows after ${((at - since) / 1000).toFixed(0)} s`);
      lastLog = at;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The saved searches the job's chunks matched (data/imports/import-matches.ts): each gets one notification when the job ends. */
async function searchesAlerted(dynamodbEndpoint: string, jobId: string): Promise<number> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamodbEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const searchIds = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await client.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :match)',
        ExpressionAttributeValues: { ':pk': `IMPORTJOB#${jobId}`, ':match': 'MATCH#' },
        ProjectionExpression: 'searchId',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) searchIds.add(String(item.searchId));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  client.destroy();
  return searchIds.size;
}

/**
 * CSV import jobs on the runtime holding `size` listings, one per entry of `rowCounts`, one after another, after
 * an unmeasured 500-row job. For each: `options.searches` buyers of other businesses save a search for a word every row holds; a new business
 * sends the file (in the body, or uploaded first through the presigned POST when it is over the body limit) and
 * the job is read every 200 ms until `done`; then the buyers' `search_match` notifications are counted. The
 * POST's latency is the median of the import's own POST and `options.posts - 1` more of the same file with its
 * last row made invalid (same size and path; each such job reads every row, fails and writes nothing, and is
 * waited for before the next POST). Last, the business creates 50 listings one at a time through
 * POST /api/inventory for comparison.
 */
export async function measureCsvImports(
  baseUrl: string,
  dynamodbEndpoint: string,
  size: number,
  rowCounts: readonly number[],
  options: CsvImportOptions,
  log: (line: string) => void,
): Promise<{ imports: CsvImportResult[]; singleCreate: SingleCreateResult }> {
  for (const rows of rowCounts) {
    if (rows < 1 || rows > CSV_IMPORT_LIMITS.rows) throw new Error(`An import takes 1 to ${CSV_IMPORT_LIMITS.rows} rows, not ${rows}`);
  }
  const buyers: ApiClient[] = [];
  for (let index = 0; index < options.searches; index++) buyers.push(await register(baseUrl, 'importbuyer'));

  // Unmeasured: a small job first, so the first measured one does not pay for loading and warming the jobs code.
  const warmUp = await register(baseUrl, 'csvwarmup');
  const warmUpStarted = performance.now();
  const warmUpJob = await startJob(warmUp, { csv: importCsv(WARM_UP_ROWS, `w${Date.now().toString(36)}`, uniqueWord('lot')) });
  const warmedUp = await followJob(warmUp, warmUpJob.id, warmUpStarted, 120_000);
  if (warmedUp.job.status !== 'done') throw new Error(`The warm-up import ended ${warmedUp.job.status}: ${warmedUp.job.message ?? ''}`);
  log(`  warm-up: ${WARM_UP_ROWS} rows in ${(warmedUp.endedMs / 1000).toFixed(1)} s (not counted)`);

  const imports: CsvImportResult[] = [];
  let seller: ApiClient | undefined;
  for (const [number, rows] of rowCounts.entries()) {
    const word = uniqueWord('lot');
    for (const buyer of buyers) {
      const saved = await buyer.post('/api/saved-searches', { q: word });
      if (saved.status !== 201) throw new Error(`Saving a search failed: ${saved.status} ${saved.text}`);
    }
    seller = await register(baseUrl, 'csvbench');
    const tag = `${number}${Date.now().toString(36)}`;
    const csv = importCsv(rows, tag, word);
    const bytes = new TextEncoder().encode(csv).length;
    const path: ImportPath = options.upload === 'all' || bytes > CSV_IMPORT_LIMITS.bodyBytes ? 'upload' : 'body';
    log(`  ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB, ${path === 'upload' ? 'uploaded first' : 'in the body'}; ${buyers.length} saved searches match every row`);

    let uploadSeconds: number | undefined;
    let file: { csv: string } | { uploadKey: string } = { csv };
    if (path === 'upload') {
      const uploaded = await upload(seller, csv);
      uploadSeconds = uploaded.seconds;
      file = { uploadKey: uploaded.uploadKey };
      log(`    uploaded in ${uploadSeconds.toFixed(1)} s`);
    }
    const started = performance.now();
    const job = await startJob(seller, file);
    const followed = await followJob(seller, job.id, started, 120_000 + rows * 50, log);
    if (followed.job.status !== 'done' || followed.job.created !== rows) {
      throw new Error(`Import ${job.id} ended ${followed.job.status} with ${followed.job.created} of ${rows} listings: ${followed.job.message ?? ''}`);
    }
    const doneSeconds = followed.endedMs / 1000;
    log(`    POST ${job.ms.toFixed(0)} ms; running after ${(followed.runningMs / 1000).toFixed(1)} s, done after ${doneSeconds.toFixed(1)} s: ${(rows / doneSeconds).toFixed(0)} listings/s`);

    // The digest is sent before the job is marked done: every notification is there by now.
    const counts: number[] = [];
    for (const buyer of buyers) {
      const page = await buyer.get<NotificationPage>('/api/notifications?limit=50');
      if (page.status !== 200) throw new Error(`Reading notifications failed: ${page.status} ${page.text}`);
      for (const notification of page.json.items) {
        if (notification.type === 'search_match' && notification.q === word) counts.push(notification.count ?? 1);
      }
    }
    const alerted = await searchesAlerted(dynamodbEndpoint, job.id);
    log(`    ${counts.length} notifications to the ${buyers.length} buyers; ${alerted} saved searches alerted in all`);

    // More POSTs of the same size and path, each starting a job that fails validation (waited for, so the next POST finds the runtime idle too).
    const postMs = [job.ms];
    const bad = importCsv(rows, `${tag}x`, word, true);
    const badFile = path === 'upload' ? { uploadKey: (await upload(seller, bad)).uploadKey } : { csv: bad };
    while (postMs.length < options.posts) {
      const probe = await startJob(seller, badFile);
      postMs.push(probe.ms);
      const ended = await followJob(seller, probe.id, performance.now(), 120_000 + rows * 10);
      if (ended.job.status !== 'failed') throw new Error(`Import ${probe.id} of an invalid file ended ${ended.job.status}`);
    }
    log(`    POST p50 ${median(postMs).toFixed(0)} ms over ${postMs.length} (${postMs.map((value) => value.toFixed(0)).join(', ')} ms)`);

    imports.push({
      size, rows, bytes, path, ...(uploadSeconds !== undefined ? { uploadSeconds } : {}),
      postMs, postP50: median(postMs), postMax: Math.max(...postMs),
      runningSeconds: followed.runningMs / 1000, doneSeconds, listingsPerSecond: rows / doneSeconds,
      searches: buyers.length, notifications: counts.length, notificationCounts: counts, searchesAlerted: alerted,
    });
  }

  const creator = seller ?? (await register(baseUrl, 'csvbench'));
  const createTimes: number[] = [];
  for (let index = 0; index < SINGLE_CREATES; index++) {
    const createStarted = performance.now();
    const created = await creator.post('/api/inventory', { category: 'door', name: `Single door ${index}`, itemId: `ONE-${index}`, description: 'Listed one at a time', quantity: 1 });
    createTimes.push(performance.now() - createStarted);
    if (created.status !== 201) throw new Error(`Create failed: ${created.status} ${created.text}`);
  }
  return { imports, singleCreate: { size, creates: SINGLE_CREATES, p50: median(createTimes), p99: percentile(createTimes, 99) } };
}

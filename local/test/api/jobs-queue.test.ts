import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ReceiveMessageCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Event, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorker } from '@surplus/functions/routes';
import type { HandlerLoader } from '../../src/lambda/handlers';
import { type Runtime, IMAGES_BUCKET, JOBS_QUEUE, startRuntime } from '../../src/runtime';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../src/services/aws-local';
import { pngBytes, unique } from '../support/fixtures';

/** What a test message asks the stand-in jobs function to do, at which reception. */
interface TestJob {
  id: string;
  /** Reported in batchItemFailures at receptions up to this one. */
  failUntil?: number;
  /** Throws at receptions up to this one. */
  throwUntil?: number;
  /** Takes this long at its first reception. */
  firstTakesMs?: number;
}

const deliveries: { job: TestJob; record: SQSRecord }[] = [];
const notifiedKeys: string[] = [];
let running = 0;
let mostRunning = 0;

/** Stands in for the Lambda functions this file looks at: the jobs function, and the image variants' S3 notifications. */
const handlers: HandlerLoader = async (fn) => {
  if (fn === jobWorker.fn) {
    return async (event): Promise<SQSBatchResponse | undefined> => {
      // The hold sweeper's scheduled events reach the jobs function too: not this file's.
      if (!('Records' in (event as object))) return undefined;
      const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
      for (const record of (event as SQSEvent).Records) {
        const job = JSON.parse(record.body) as TestJob;
        const reception = Number(record.attributes.ApproximateReceiveCount);
        deliveries.push({ job, record });
        mostRunning = Math.max(mostRunning, ++running);
        try {
          if (job.firstTakesMs && reception === 1) await sleep(job.firstTakesMs);
          if (reception <= (job.throwUntil ?? 0)) throw new Error(`Test job ${job.id} throws at reception ${reception}`);
          if (reception <= (job.failUntil ?? 0)) batchItemFailures.push({ itemIdentifier: record.messageId });
        } finally {
          running--;
        }
      }
      return { batchItemFailures };
    };
  }
  if (fn === 'image-variants') return async (event) => void notifiedKeys.push(...(event as S3Event).Records.map((record) => record.s3.object.key));
  throw new Error(`${fn} is not part of this test`);
};

const deliveriesOf = (id: string) => deliveries.filter(({ job }) => job.id === id).map(({ record }) => record);

async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

// In this process, with the functions swapped for the stand-ins above: the test stops and starts the runtime on its data dir.
describe('the local jobs queue', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'surplus-jobs-queue-'));
  const queueDir = join(dataDir, 'queue', JOBS_QUEUE);
  const failuresDir = join(dataDir, 'queue', `${JOBS_QUEUE}-failures`);
  let runtime: Runtime;
  // Made from the variables the runtime gives the handlers, as functions/src/aws/job-queue.ts makes its client.
  let sqs: SQSClient;
  const start = async () => {
    runtime = await startRuntime({ port: 0, dataDir, quiet: true, handlers });
    sqs = new SQSClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: process.env.SQS_ENDPOINT, useQueueUrlAsEndpoint: false });
  };
  const send = (job: TestJob, delaySeconds?: number) =>
    sqs.send(new SendMessageCommand({ QueueUrl: process.env.JOBS_QUEUE_URL, MessageBody: JSON.stringify(job), DelaySeconds: delaySeconds }));

  beforeAll(start);
  afterAll(async () => {
    sqs?.destroy();
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the handlers the local SQS endpoint and the URL of a queue named surplus-jobs', () => {
    expect(process.env.SQS_ENDPOINT).toBe(`${runtime.url.replace('localhost', '127.0.0.1')}/__aws/sqs`);
    expect(process.env.JOBS_QUEUE_URL).toBe(`${process.env.SQS_ENDPOINT}/000000000000/${JOBS_QUEUE}`);
  });

  it('delivers a message sent with @aws-sdk/client-sqs to the jobs function as an SQS event within moments, then deletes it', async () => {
    const job = { id: unique('sent') };
    const sentAt = Date.now();
    const sent = await send(job);
    const [record] = await waitFor('the delivery', () => deliveriesOf(job.id).length > 0 && deliveriesOf(job.id));
    expect(Date.now() - sentAt, 'milliseconds from send to delivery').toBeLessThan(1_000);
    expect(record).toEqual({
      messageId: sent.MessageId,
      receiptHandle: expect.any(String),
      body: JSON.stringify(job),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d{13}$/),
        SenderId: expect.any(String),
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d{13}$/),
      },
      messageAttributes: {},
      md5OfBody: sent.MD5OfMessageBody,
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${JOBS_QUEUE}`,
      awsRegion: LOCAL_REGION,
    });
    await waitFor('the message file to be deleted', async () => !(await filesIn(queueDir)).some((file) => file.includes(sent.MessageId!)) || undefined);
  });

  it('takes batches, and answers what it does not emulate with SQS errors', async () => {
    const ids = [unique('batch'), unique('batch')];
    const batch = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: process.env.JOBS_QUEUE_URL,
        Entries: [...ids.map((id, index) => ({ Id: `entry-${index}`, MessageBody: JSON.stringify({ id }) })), { Id: 'empty', MessageBody: '' }],
      }),
    );
    expect(batch.Successful?.map(({ Id }) => Id)).toEqual(['entry-0', 'entry-1']);
    expect(batch.Failed).toEqual([expect.objectContaining({ Id: 'empty', SenderFault: true, Code: 'MissingParameter' })]);
    await waitFor('both deliveries', () => ids.every((id) => deliveriesOf(id).length === 1) || undefined);

    const otherQueue = process.env.JOBS_QUEUE_URL!.replace(JOBS_QUEUE, 'no-such-queue');
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: otherQueue, MessageBody: '{}' }))).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
    await expect(sqs.send(new ReceiveMessageCommand({ QueueUrl: process.env.JOBS_QUEUE_URL }))).rejects.toMatchObject({ name: 'UnsupportedOperation' });
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: process.env.JOBS_QUEUE_URL, MessageBody: '\u0000' }))).rejects.toMatchObject({
      name: 'InvalidMessageContents',
    });
    const plainPost = await fetch(process.env.SQS_ENDPOINT!, { method: 'POST', body: 'Action=SendMessage' });
    expect(plainPost.status).toBe(400);
    expect(await plainPost.json()).toMatchObject({ __type: 'com.amazonaws.sqs#InvalidAction' });
  });

  it(`delivers a failed message again with a growing receive count, and moves it to the failures after ${jobWorker.maxReceiveCount} receptions`, async () => {
    const job = { id: unique('failing'), failUntil: 99 };
    const sent = await send(job);
    await waitFor('the failures folder to hold it', async () => (await filesIn(failuresDir)).find((file) => file.includes(sent.MessageId!)), 20_000);
    const receptions = deliveriesOf(job.id).map((record) => record.attributes.ApproximateReceiveCount);
    expect(receptions).toEqual(['1', '2', '3', '4', '5'].slice(0, jobWorker.maxReceiveCount));
    expect(new Set(deliveriesOf(job.id).map((record) => record.receiptHandle)).size, 'a receipt handle per reception').toBe(jobWorker.maxReceiveCount);
    expect((await filesIn(queueDir)).filter((file) => file.includes(sent.MessageId!))).toEqual([]);
    const [failed] = (await filesIn(failuresDir)).filter((file) => file.includes(sent.MessageId!));
    expect(JSON.parse(await readFile(join(failuresDir, failed!), 'utf8'))).toMatchObject({ body: JSON.stringify(job), receiveCount: jobWorker.maxReceiveCount });
    await sleep(1_500);
    expect(deliveriesOf(job.id), 'no delivery after the last').toHaveLength(jobWorker.maxReceiveCount);
  }, 30_000);

  it('delivers a message again after the function throws, and deletes it once a delivery succeeds', async () => {
    const job = { id: unique('throwing'), throwUntil: 1 };
    const sent = await send(job);
    await waitFor('the second delivery', () => deliveriesOf(job.id).length === 2 || undefined);
    expect(deliveriesOf(job.id).map((record) => record.messageId)).toEqual([sent.MessageId, sent.MessageId]);
    await waitFor('the message file to be deleted', async () => !(await filesIn(queueDir)).some((file) => file.includes(sent.MessageId!)) || undefined);
  });

  it('runs up to four messages at once, in the order they were sent', async () => {
    const jobs = Array.from({ length: 6 }, () => ({ id: unique('parallel'), firstTakesMs: 400 }));
    mostRunning = 0;
    for (const job of jobs) await send(job);
    await waitFor('every delivery', () => jobs.every((job) => deliveriesOf(job.id).length === 1) || undefined);
    expect(mostRunning).toBe(4);
    const order = deliveries.filter(({ job }) => jobs.some(({ id }) => id === job.id)).map(({ job }) => job.id);
    expect(order).toEqual(jobs.map(({ id }) => id));
  });

  it('keeps what is not consumed across a stop and a start on the same data dir: a message under way and a delayed one', async () => {
    const underWay = { id: unique('under-way'), firstTakesMs: 8_000 };
    const delayed = { id: unique('delayed') };
    const sentUnderWay = await send(underWay);
    await waitFor('the first delivery', () => deliveriesOf(underWay.id).length === 1 || undefined);
    const sentDelayed = await send(delayed, 1);
    sqs.destroy();
    // The stop waits a few seconds for the delivery under way, then leaves it to the next start.
    await runtime.stop();
    expect(deliveriesOf(delayed.id), 'nothing delivered once stopped').toEqual([]);
    expect((await filesIn(queueDir)).filter((file) => file.includes(sentUnderWay.MessageId!) || file.includes(sentDelayed.MessageId!))).toHaveLength(2);

    await start();
    await waitFor('both deliveries after the start', () => deliveriesOf(underWay.id).length === 2 && deliveriesOf(delayed.id).length === 1);
    const [first, again] = deliveriesOf(underWay.id);
    expect(again).toMatchObject({ messageId: sentUnderWay.MessageId, attributes: { ApproximateReceiveCount: '2', SentTimestamp: first!.attributes.SentTimestamp } });
    expect(deliveriesOf(delayed.id)[0]?.attributes.ApproximateReceiveCount).toBe('1');
    await waitFor('the queue to be empty', async () => (await filesIn(queueDir)).length === 0);
  }, 60_000);
});

describe('CSV files under imports/ in the local images bucket', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'surplus-imports-'));
  let runtime: Runtime;
  let s3: S3Client;

  beforeAll(async () => {
    runtime = await startRuntime({ port: 0, dataDir, quiet: true, handlers });
    s3 = new S3Client({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: process.env.S3_ENDPOINT, forcePathStyle: true });
  });
  afterAll(async () => {
    s3?.destroy();
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a presigned POST from the site\'s origin, and makes no image variants of it', async () => {
    const key = `imports/42/${unique('token')}.csv`;
    const post = await createPresignedPost(s3, { Bucket: IMAGES_BUCKET, Key: key, Fields: { 'Content-Type': 'text/csv' }, Expires: 300 });
    const preflight = (origin: string) =>
      fetch(post.url, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    const fromSite = await preflight(runtime.url);
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get('access-control-allow-methods')).toContain('POST');
    expect((await preflight('http://elsewhere.example')).status).toBe(403);

    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob(['sku,name,quantity\nA-1,Roll-up door,2\n'], { type: 'text/csv' }));
    const uploaded = await fetch(post.url, { method: 'POST', body: form, headers: { Origin: runtime.url } });
    expect(uploaded.status, await uploaded.text()).toBeLessThan(300);
    expect(uploaded.headers.get('access-control-allow-origin')).toBe(runtime.url);

    // An upload after it does notify: once that one is seen, the CSV's would have been too.
    const image = `uploads/${unique('image')}.png`;
    await s3.send(new PutObjectCommand({ Bucket: IMAGES_BUCKET, Key: image, Body: pngBytes(), ContentType: 'image/png' }));
    await waitFor('the upload\'s notification', () => notifiedKeys.includes(image) || undefined);
    expect(notifiedKeys.filter((notified) => notified.startsWith('imports/'))).toEqual([]);
  });
});

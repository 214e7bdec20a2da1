import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { db, table } from './client';

export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_SIZE = 25;
export const WRITES_IN_FLIGHT = 8;

/** `work` on every task, with at most `concurrency` under way at once. */
export async function inParallel<T>(tasks: readonly T[], work: (task: T) => Promise<unknown>, concurrency = WRITES_IN_FLIGHT): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await work(tasks[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

/** Puts and deletes, 25 per BatchWriteItem with several in flight; what DynamoDB leaves unprocessed is sent again. */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) batches.push(requests.slice(start, start + BATCH_SIZE));
  await inParallel(batches, writeBatch);
}

async function writeBatch(batch: WriteRequest[]): Promise<void> {
  let pending: BatchWriteCommandInput['RequestItems'] = { [table()]: batch };
  for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
    if (attempt > 0) await sleep(Math.min(1000, 50 * 2 ** attempt));
    pending = (await db.send(new BatchWriteCommand({ RequestItems: pending }))).UnprocessedItems;
  }
}

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { FunctionName } from '@surplus/functions/routes';
import { type HandlerLoader, invokeHandler } from '../lambda/handlers';
import type { Log } from '../log';
import type { LocalQueue } from './local-queue';
import type { QueuedMessage } from './message-files';
import { sqsRecord } from './sqs-record';

export interface QueueConsumerOptions {
  queue: LocalQueue;
  handlers: HandlerLoader;
  /** The function the event source mapping invokes. */
  fn: FunctionName;
  /** The function's own time-out. */
  timeoutMs: number;
  log: Log;
}

/** Deliveries under way at once: Lambda would scale out further, but the machine has a few cores. */
const MAX_IN_FLIGHT = 4;
/** Only a fallback: a send wakes the consumer at once, and so does the end of a delivery. */
const POLL_INTERVAL_MS = 1_000;
/** The wait after a first failed delivery, doubled after each further one: SQS's visibility time-out, shortened. */
const RETRY_DELAY_MS = 500;
/** How long stop() waits for deliveries under way; what is still running then is delivered again at the next start. */
const STOP_GRACE_MS = 3_000;

/**
 * What Lambda's SQS event source mapping does (batch size 1, partial batch responses): each message becomes an
 * SQSEvent of one record for `fn`; a message the function completes without listing it in `batchItemFailures` is
 * deleted, one it lists or throws on is delivered again after a back-off, until the queue's redrive policy moves
 * it to the failures folder.
 */
export function startQueueConsumer({ queue, handlers, fn, timeoutMs, log }: QueueConsumerOptions) {
  const running = new Set<Promise<void>>();
  let stopped = false;
  // Past the stop's grace, outcomes are left alone: the message files are the next runtime's.
  let abandoned = false;
  let signalled = false;
  let wake: (() => void) | undefined;
  const signal = () => {
    signalled = true;
    wake?.();
  };

  const deliver = async (message: QueuedMessage) => {
    let failed: boolean;
    try {
      const event: SQSEvent = { Records: [sqsRecord(message, queue.arn)] };
      const result = (await invokeHandler(handlers, fn, event, timeoutMs)) as Partial<SQSBatchResponse> | null | undefined;
      failed = result?.batchItemFailures?.some((failure) => failure.itemIdentifier === message.messageId) ?? false;
    } catch (error) {
      log.error(`Queue ${queue.name}: ${fn} failed on message ${message.messageId} (reception ${message.receiveCount}):`, error);
      failed = true;
    }
    if (abandoned) return;
    if (!failed) return queue.delete(message.messageId);
    const delayMs = RETRY_DELAY_MS * 2 ** (message.receiveCount - 1);
    log.info(`Queue ${queue.name}: message ${message.messageId} failed at reception ${message.receiveCount}; delivered again in ${delayMs / 1000} s at the earliest`);
    await queue.release(message.messageId, delayMs);
  };

  const startDeliveries = async () => {
    while (!stopped && running.size < MAX_IN_FLIGHT) {
      const message = await queue.receive();
      if (!message) return;
      const delivery: Promise<void> = deliver(message)
        .catch((error: unknown) => log.error(`Queue ${queue.name}: settling message ${message.messageId} failed:`, error))
        .finally(() => {
          running.delete(delivery);
          signal();
        });
      running.add(delivery);
    }
  };

  const unsubscribe = queue.onSend(signal);
  let lastError: string | undefined;
  const loop = (async () => {
    while (!stopped) {
      signalled = false;
      try {
        await startDeliveries();
        lastError = undefined;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Once per kind of failure, not at every poll.
        if (message !== lastError) log.error(`Queue ${queue.name}: receiving failed (retrying):`, error);
        lastError = message;
      }
      if (signalled || stopped) continue;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, Math.min(POLL_INTERVAL_MS, queue.nextVisibleIn() ?? POLL_INTERVAL_MS));
      });
      wake = undefined;
      clearTimeout(timer);
    }
  })();

  return {
    /** Starts no new delivery, and waits a little for those under way. */
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe();
      signal();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), STOP_GRACE_MS)));
      abandoned = await Promise.race([Promise.all(running).then(() => false), graceOver]);
      clearTimeout(timer);
      if (abandoned) log.info(`Queue ${queue.name}: ${running.size} message(s) still under way are delivered again at the next start`);
    },
  };
}

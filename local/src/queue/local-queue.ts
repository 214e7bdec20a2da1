import { createHash, randomUUID } from 'node:crypto';
import type { Log } from '../log';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../services/aws-local';
import {
  failuresDir,
  messageFileName,
  moveMessageFile,
  type QueuedMessage,
  queueDir,
  readMessageFiles,
  removeMessageFile,
  writeMessageFile,
} from './message-files';

export interface LocalQueueOptions {
  dataDir: string;
  name: string;
  /** The redrive policy: a message received this many times without being deleted goes to the failures folder. */
  maxReceiveCount: number;
  log: Log;
}

export type LocalQueue = Awaited<ReturnType<typeof openLocalQueue>>;

export const queueArn = (name: string) => `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${name}`;

/**
 * A standard SQS queue on the file system: every message not yet deleted is a file under the data dir, so a
 * restart delivers again whatever was sent, failed or still in flight. Order is send order, as far as a
 * standard queue has one; a message is handed to one receiver at a time.
 */
export async function openLocalQueue({ dataDir, name, maxReceiveCount, log }: LocalQueueOptions) {
  const dir = queueDir(dataDir, name);
  const failures = failuresDir(dataDir, name);
  // Insertion order is send order: loaded sorted by file name, then appended to.
  const messages = new Map<string, { file: string; message: QueuedMessage }>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let sequence = 0;

  for (const entry of await readMessageFiles(dir, (file, error) => log.error(`Queue ${name}: ${file} is not a message and is left alone:`, error))) {
    messages.set(entry.message.messageId, entry);
  }

  const update = async (messageId: string, changes: Partial<QueuedMessage>): Promise<QueuedMessage | undefined> => {
    const entry = messages.get(messageId);
    if (!entry) return undefined;
    entry.message = { ...entry.message, ...changes };
    await writeMessageFile(dir, entry.file, entry.message);
    return entry.message;
  };

  const moveToFailures = async (messageId: string) => {
    const entry = messages.get(messageId);
    if (!entry) return;
    messages.delete(messageId);
    inFlight.delete(messageId);
    await moveMessageFile(dir, failures, entry.file);
    log.error(`Queue ${name}: message ${messageId} was received ${entry.message.receiveCount} times without success; moved to ${failures}`);
  };

  return {
    name,
    arn: queueArn(name),

    async send(body: string, delaySeconds = 0): Promise<QueuedMessage> {
      const now = Date.now();
      const message: QueuedMessage = {
        messageId: randomUUID(),
        body,
        md5OfBody: createHash('md5').update(body, 'utf8').digest('hex'),
        sentTimestamp: now,
        receiveCount: 0,
        ...(delaySeconds > 0 && { visibleAt: now + delaySeconds * 1000 }),
      };
      const file = messageFileName(message, sequence++);
      await writeMessageFile(dir, file, message);
      messages.set(message.messageId, { file, message });
      for (const listener of listeners) listener();
      return message;
    },

    /** The oldest visible message nobody holds, its receive count raised and saved first; undefined when there is none. */
    async receive(): Promise<QueuedMessage | undefined> {
      const now = Date.now();
      for (const { message } of messages.values()) {
        if (inFlight.has(message.messageId) || (message.visibleAt ?? 0) > now) continue;
        if (message.receiveCount >= maxReceiveCount) {
          // Its last delivery was cut short (a stop): SQS redrives on the reception that would exceed the count.
          await moveToFailures(message.messageId);
          continue;
        }
        inFlight.add(message.messageId);
        try {
          return await update(message.messageId, {
            receiveCount: message.receiveCount + 1,
            firstReceiveTimestamp: message.firstReceiveTimestamp ?? now,
            visibleAt: undefined,
          });
        } catch (error) {
          inFlight.delete(message.messageId);
          throw error;
        }
      }
      return undefined;
    },

    /** Consumed: gone for good. */
    async delete(messageId: string): Promise<void> {
      const entry = messages.get(messageId);
      if (!entry) return;
      messages.delete(messageId);
      inFlight.delete(messageId);
      await removeMessageFile(dir, entry.file);
    },

    /** A failed delivery: visible again after `delayMs`, or moved to the failures folder once received `maxReceiveCount` times. */
    async release(messageId: string, delayMs: number): Promise<void> {
      const entry = messages.get(messageId);
      if (!entry) return;
      if (entry.message.receiveCount >= maxReceiveCount) return moveToFailures(messageId);
      await update(messageId, { visibleAt: Date.now() + delayMs });
      inFlight.delete(messageId);
    },

    /** Milliseconds until a message that waits (delayed or backing off) becomes visible; undefined when none waits. */
    nextVisibleIn(): number | undefined {
      const now = Date.now();
      let next: number | undefined;
      for (const { message } of messages.values()) {
        if (inFlight.has(message.messageId) || !message.visibleAt || message.visibleAt <= now) continue;
        next = Math.min(next ?? Infinity, message.visibleAt - now);
      }
      return next;
    },

    /** Called after each send, so a consumer can start at once instead of at its next poll. */
    onSend(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of a local queue, as its file holds it. */
export interface QueuedMessage {
  messageId: string;
  body: string;
  md5OfBody: string;
  /** Epoch milliseconds, as SQS's SentTimestamp attribute. */
  sentTimestamp: number;
  /** Receptions so far, counted when a delivery starts (a delivery cut short by a stop counts, as on SQS). */
  receiveCount: number;
  firstReceiveTimestamp?: number;
  /** Epoch milliseconds before which it is not delivered: DelaySeconds, or the back-off after a failed delivery. */
  visibleAt?: number;
}

/** `<dataDir>/queue/<name>/`: one JSON file per message not yet consumed. */
export const queueDir = (dataDir: string, name: string) => join(dataDir, 'queue', name);

/** `<dataDir>/queue/<name>-failures/`: the messages received too often, the local failure queue. */
export const failuresDir = (dataDir: string, name: string) => join(dataDir, 'queue', `${name}-failures`);

/** Names sort by send time (13-digit epoch milliseconds until the year 2286), then by a per-process sequence. */
export const messageFileName = (message: QueuedMessage, sequence: number) =>
  `${message.sentTimestamp}-${String(sequence).padStart(9, '0')}-${message.messageId}.json`;

const PARTIAL = '.partial';

/**
 * The messages of a queue directory in send order, with their file names; a file that cannot be read is reported
 * and left, one a stop cut short while it was written is removed.
 */
export async function readMessageFiles(dir: string, onUnreadable: (file: string, error: unknown) => void): Promise<{ file: string; message: QueuedMessage }[]> {
  await mkdir(dir, { recursive: true });
  const all = await readdir(dir);
  await Promise.all(all.filter((name) => name.endsWith(PARTIAL)).map((name) => rm(join(dir, name), { force: true })));
  const names = all.filter((name) => name.endsWith('.json')).sort();
  const messages: { file: string; message: QueuedMessage }[] = [];
  for (const file of names) {
    try {
      messages.push({ file, message: JSON.parse(await readFile(join(dir, file), 'utf8')) as QueuedMessage });
    } catch (error) {
      onUnreadable(file, error);
    }
  }
  return messages;
}

/** Written aside and renamed into place, so a stop in the middle never leaves half a message. */
export async function writeMessageFile(dir: string, file: string, message: QueuedMessage): Promise<void> {
  const partial = join(dir, `${file}${PARTIAL}`);
  await writeFile(partial, `${JSON.stringify(message, null, 2)}\n`);
  await rename(partial, join(dir, file));
}

export async function removeMessageFile(dir: string, file: string): Promise<void> {
  await rm(join(dir, file), { force: true });
}

export async function moveMessageFile(fromDir: string, toDir: string, file: string): Promise<void> {
  await mkdir(toDir, { recursive: true });
  await rename(join(fromDir, file), join(toDir, file));
}

import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One e-mail the handlers sent through the local SES endpoint. */
export interface OutboxMessage {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  sentAt: string;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export async function writeOutboxMessage(dataDir: string, message: OutboxMessage): Promise<void> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${message.sentAt}-${message.messageId}.json`), `${JSON.stringify(message, null, 2)}\n`);
}

/** Every message sent so far, newest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages = await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      // Several messages can share a millisecond; the file's nanosecond mtime still orders them.
      const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path, { bigint: true })]);
      return { message: JSON.parse(text) as OutboxMessage, writtenAt: info.mtimeNs };
    }),
  );
  return messages
    .sort((a, b) => b.message.sentAt.localeCompare(a.message.sentAt) || Number(b.writtenAt - a.writtenAt))
    .map(({ message }) => message);
}

/** The http(s) links in a message body, e.g. the password-reset link. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
}

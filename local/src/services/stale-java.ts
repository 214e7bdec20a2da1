import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../startup-error';

interface Lock {
  owner: number;
  java: number;
}

const lockFile = (dbPath: string) => join(dbPath, 'runtime.lock.json');

/**
 * A runtime killed with SIGKILL cannot stop its java child. The lock left in the data dir names both,
 * so the next start refuses a data dir that is still in use and removes an orphaned DynamoDB Local.
 */
export async function claimDataDir(dbPath: string): Promise<void> {
  let lock: Lock;
  try {
    lock = JSON.parse(await readFile(lockFile(dbPath), 'utf8')) as Lock;
  } catch {
    return;
  }
  if (lock.owner !== process.pid && isAlive(lock.owner)) {
    throw new StartupError(`Another local runtime (pid ${lock.owner}) is using ${dbPath}: stop it or set DATA_DIR to another folder.`);
  }
  if (await isDynamoDbLocal(lock.java, dbPath)) {
    process.kill(lock.java, 'SIGKILL');
    while (isAlive(lock.java)) await sleep(50);
  }
}

export async function writeLock(dbPath: string, javaPid: number): Promise<void> {
  const lock: Lock = { owner: process.pid, java: javaPid };
  await writeFile(lockFile(dbPath), JSON.stringify(lock));
}

export async function releaseLock(dbPath: string): Promise<void> {
  await rm(lockFile(dbPath), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Only a java process serving this very folder is ours to kill; /proc is Linux's, elsewhere nothing is killed. */
async function isDynamoDbLocal(pid: number, dbPath: string): Promise<boolean> {
  try {
    const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return commandLine.some((arg) => arg.includes('DynamoDBLocal')) && commandLine.includes(dbPath);
  } catch {
    return false;
  }
}

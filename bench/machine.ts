import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  java: string;
  chromium: string;
  date: string;
}

function version(command: string, args: string[], pattern: RegExp): string {
  try {
    const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 15_000 });
    return pattern.exec(output)?.[0] ?? output.trim().split('\n')[0] ?? 'unknown';
  } catch {
    return 'not found';
  }
}

/** What the numbers were measured on, read at run time. */
export function machine(chromiumPath: string): Machine {
  const cpus = os.cpus();
  // java -version writes to stderr.
  const java = version('sh', ['-c', 'java -version 2>&1'], /(openjdk|java) version "[^"]+"/);
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    java,
    chromium: version(chromiumPath, ['--version'], /Chromium [\d.]+/),
    date: new Date().toISOString(),
  };
}

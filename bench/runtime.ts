import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const READY_PREFIX = 'BENCH_RUNTIME ';
const READY_TIMEOUT_MS = 120_000;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchRuntime {
  url: string;
  dynamodbEndpoint: string;
  /** The variables the runtime gives its handlers (endpoints, table, credentials, signing secret). */
  environment: Record<string, string>;
  pid: number;
  stop(): Promise<void>;
}

/** Starts bench/runtime-process.ts (the local runtime) in a child process on `dataDir`. */
export async function startBenchRuntime(dataDir: string): Promise<BenchRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/runtime-process.ts'], {
    cwd: ROOT,
    // NODE_ENV=production as the stack's page renderer bundle defines it: React's server renderer (and MUI's, emotion's
    // checks) would otherwise run their development builds, several times slower than what Lambda runs.
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    // Never 'inherit': DynamoDB Local's java child would keep a piped shell open.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  let stopping = false;
  const exited = once(child, 'exit');
  const ready = await new Promise<Omit<BenchRuntime, 'stop' | 'pid'>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local runtime was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output}`)), READY_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      // Drained for good, kept only until ready (handler log lines would pile up under load).
      if (started) return;
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        started = true;
        resolve(JSON.parse(line.slice(READY_PREFIX.length)) as Omit<BenchRuntime, 'stop' | 'pid'>);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (!started) output += chunk.toString();
      // The runtime's own error lines (stream poller, handlers) matter when numbers look odd; not those of its shutdown.
      if (!stopping) process.stderr.write(`[runtime] ${chunk.toString()}`);
    });
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`The local runtime exited with ${String(code)} while starting:\n${output}`));
    });
  });
  return {
    ...ready,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

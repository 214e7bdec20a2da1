import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { tmpfsRoot } from '../../src/tmpfs-root';

const READY_LINE = /ready at (http:\/\/\S+)/;
const DYNAMODB_LINE = /DynamoDB Local at (http:\/\/[^\s,]+)/;
const API_ORIGIN_LINE = /API origin .* at (http:\/\/\S+)/;
const REPO_ROOT = new URL('../../../', import.meta.url);

/**
 * Starts `npm start`'s runtime as a child process on a free port and a temporary data dir (or `dataDir`, the
 * data dir of a runtime stopped with `keepData`, to start it again).
 */
export async function startLocalRuntime(env: Record<string, string> = {}, options: { dataDir?: string } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpfsRoot(2 * 1024 ** 3) ?? tmpdir(), 'surplus-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/src/start.ts'], {
    cwd: REPO_ROOT,
    // NODE_ENV as `npm start` and the deployed renderer run it, not Vitest's `test`: React's and MUI's production
    // builds, whose style classes are the ones the build moved into the stylesheet (web/build/write-mui-styles.tsx).
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Local runtime not ready after 90 s:\n${output}`)), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local runtime exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl,
    dataDir,
    dynamodbEndpoint: DYNAMODB_LINE.exec(output)?.[1] ?? '',
    apiOriginUrl: API_ORIGIN_LINE.exec(output)?.[1] ?? '',
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

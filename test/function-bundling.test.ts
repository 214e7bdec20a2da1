import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../bench/bundles';
import { withBundling } from '../infra/src/constructs/function-bundling';

const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'function-bundling-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * A handler that imports the builtins as the SDK does (node:https by default import, node:http by import()), and
 * node:fs/promises, which is not aliased.
 */
const ENTRY = `
import https from 'node:https';
import { env } from 'node:process';
import { readFile } from 'node:fs/promises';
export async function handler() {
  const { request, Agent } = await import('node:http');
  return { request, Agent, httpsRequest: https.request, env, readFile: typeof readFile };
}
`;

describe('the function bundling', { timeout: 60_000 }, () => {
  it('loads node:http, node:https and node:process through require(), and they are Node\'s own', async () => {
    const entry = join(dir, 'entry.mjs');
    await writeFile(entry, ENTRY);
    const outfile = join(dir, 'index.mjs');
    await build({ ...esbuildOptions(withBundling()), entryPoints: [entry], outfile, sourcemap: false });
    expect(await readFile(outfile, 'utf8')).not.toMatch(/(from ?|import\()"node:(http|https|process)"/);

    const { handler } = (await import(pathToFileURL(outfile).href)) as { handler: () => Promise<Record<string, unknown>> };
    const answer = await handler();
    const require = createRequire(import.meta.url);
    expect(answer.request).toBe(require('node:http').request);
    expect(answer.Agent).toBe(require('node:http').Agent);
    expect(answer.httpsRequest).toBe(require('node:https').request);
    expect(answer.env).toBe(process.env);
    expect(answer.readFile).toBe('function');

    // The point of it: a fresh process that runs the handler never loads Node's undici (nodejs/node#57649).
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(outfile).href)}); await handler();
      console.log(process.moduleLoadList.some((name) => name.includes('undici')));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('false');
  });
});

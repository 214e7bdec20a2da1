import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '../../../local/test/support/local-runtime';
import { CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Debian's chromium (installed when missing, as .ci/run does), then one local runtime on a fresh data dir. */
export default async function setup(project: TestProject) {
  ensureChromium();
  // npm test builds the web app before vitest runs; the runtime serves web/dist as it is.
  const runtime = await startLocalRuntime();
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', runtime.dataDir);
  return () => runtime.stop();
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, timeout: 300_000 });
  } catch {
    // Fall through to the one-line message below.
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`e2e: no browser at ${CHROMIUM_PATH} and "apt-get install -y chromium" failed; install Debian's chromium (as root) or run .ci/run`);
  }
}

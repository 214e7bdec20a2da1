import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from './local-runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One local runtime (DynamoDB Local, s3rver, HTTP and WebSocket server) on a fresh data dir for the API tests. */
export default async function setup(project: TestProject) {
  const runtime = await startLocalRuntime();
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', runtime.dataDir);
  return () => runtime.stop();
}

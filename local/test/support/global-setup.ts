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
  // A small read budget: searches over the shared test data end pages early and go on by cursor.
  const runtime = await startLocalRuntime({ LIST_READ_BUDGET: '20' });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', runtime.dataDir);
  return () => runtime.stop();
}

import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from './local-runtime';
import { SEARCH_TEST_ENVIRONMENT } from './search-environment';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    dynamodbEndpoint: string;
    /** The API without the local edge in front (the execute-api URL's stand-in). */
    apiOriginUrl: string;
  }
}

/** One local runtime (DynamoDB Local, s3rver, HTTP and WebSocket server) on a fresh data dir for the API tests. */
export default async function setup(project: TestProject) {
  // Small postings reads: words of more than 20 listings count as common, so the tests reach both search paths.
  const runtime = await startLocalRuntime(SEARCH_TEST_ENVIRONMENT);
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', runtime.dataDir);
  project.provide('dynamodbEndpoint', runtime.dynamodbEndpoint);
  project.provide('apiOriginUrl', runtime.apiOriginUrl);
  return () => runtime.stop();
}

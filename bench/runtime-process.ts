/**
 * Child process of the benchmark: the local runtime of `npm start` (same handlers, DynamoDB Local, s3rver,
 * WebSocket server, stream poller) on a free port and the data dir in DATA_DIR. It prints one JSON line with
 * its URL and the handler environment, so the benchmark can point cold-started bundles at the same services,
 * and stops everything on SIGTERM. A process of its own keeps the load generator off the server's event loop.
 */
import { startRuntime } from '../local/src/runtime';
import { READY_PREFIX } from './runtime';

/** What setHandlerEnvironment (local/src/environment.ts) gives the handlers. */
const HANDLER_VARIABLES = [
  'TABLE_NAME', 'IMAGES_BUCKET', 'DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'SES_ENDPOINT', 'SQS_ENDPOINT', 'JOBS_QUEUE_URL', 'WS_CALLBACK_URL', 'APP_URL', 'MAIL_FROM',
  'COOKIE_SECURE', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'POWERTOOLS_LOG_LEVEL', 'SIGNING_SECRET',
  'ORIGIN_SECRET', 'POWERTOOLS_METRICS_DISABLED',
];

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const runtime = await startRuntime({ port: 0, dataDir, quiet: true });
const stop = async () => {
  await runtime.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());

const environment = Object.fromEntries(HANDLER_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
console.log(`${READY_PREFIX}${JSON.stringify({ url: runtime.url, dynamodbEndpoint: runtime.dynamodbEndpoint, environment })}`);

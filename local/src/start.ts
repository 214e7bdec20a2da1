import './production-mode';
import { resolve } from 'node:path';
import { repoRoot } from './repo-root';
import { type Runtime, startRuntime, TABLE_NAME } from './runtime';
import { StartupError } from './startup-error';

function portFromEnvironment(): number {
  const text = process.env.PORT ?? '3000';
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new StartupError(`PORT must be a port number, not "${text}".`);
  return port;
}

/** A number of seconds above zero from the variable, or undefined when it is unset. */
function secondsFromEnvironment(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new StartupError(`${name} must be a number of seconds above 0, not "${text}".`);
  return seconds;
}

let runtime: Runtime | undefined;
let stopRequested = false;

async function shutDown(): Promise<void> {
  stopRequested = true;
  // During start-up there is nothing to stop yet: the start-up code below stops as soon as it is done.
  if (!runtime) return;
  try {
    await runtime.stop();
  } catch (error) {
    console.error('Stopping failed:', error);
  }
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutDown());

try {
  runtime = await startRuntime({
    port: portFromEnvironment(),
    dataDir: resolve(repoRoot, process.env.DATA_DIR ?? '.data'),
    sweepSeconds: secondsFromEnvironment('SWEEP_SECONDS'),
    holdSeconds: secondsFromEnvironment('HOLD_SECONDS'),
    confirmSeconds: secondsFromEnvironment('CONFIRM_SECONDS'),
    reviewSeconds: secondsFromEnvironment('REVIEW_SECONDS'),
  });
} catch (error) {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

if (stopRequested) {
  await shutDown();
} else {
  // Before the ready line, which tests and scripts wait for: the table is there to inspect (aws dynamodb --endpoint-url).
  console.log(`DynamoDB Local at ${runtime.dynamodbEndpoint}, table ${TABLE_NAME}`);
  console.log(`API origin (refuses what does not come through ${runtime.url}) at ${runtime.apiOriginUrl}`);
  console.log(`Surplus marketplace ready at ${runtime.url}`);
  console.log(`Data is kept in ${runtime.dataDir}`);
}

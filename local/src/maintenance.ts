import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { repoRoot } from './repo-root';
import { TABLE_NAME } from './runtime';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './services/aws-local';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { checkJava } from './services/java';
import { ensureTable } from './services/table';
import { StartupError } from './startup-error';

type Log = (line: string) => void;

/**
 * Runs a maintenance job of the data layer against the local data (DATA_DIR, with npm start stopped), or with
 * `-- --table <name>` against a deployed stage's table, through the AWS credentials and region of the environment.
 * `job` must import the data layer itself: it reads its endpoint when it loads.
 */
export function runMaintenance(job: (log: Log) => Promise<unknown>): void {
  main(job).catch((error: unknown) => {
    console.error(error instanceof StartupError ? error.message : error);
    process.exit(1);
  });
}

async function main(job: (log: Log) => Promise<unknown>): Promise<void> {
  const tableFlag = process.argv.indexOf('--table');
  const deployedTable = tableFlag >= 0 ? process.argv[tableFlag + 1] : undefined;
  if (tableFlag >= 0 && !deployedTable) throw new StartupError('--table needs the table name (the stack output TableName).');
  const started = performance.now();
  const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const run = async () => log(`done: ${JSON.stringify(await job(log))}`);

  if (deployedTable) {
    process.env.TABLE_NAME = deployedTable;
    await run();
    return;
  }
  await checkJava();
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const dynamodb = await startDynamoDbLocal(dataDir);
  try {
    const client = new DynamoDBClient({ endpoint: dynamodb.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    await ensureTable(client, TABLE_NAME, dataDir);
    client.destroy();
    Object.assign(process.env, {
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    });
    log(`DynamoDB Local on ${dataDir}`);
    await run();
  } finally {
    await dynamodb.stop();
  }
}

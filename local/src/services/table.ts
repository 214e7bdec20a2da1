import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createIndexInput, createTableInput, TABLE_INDEXES, TTL_ATTRIBUTE } from '@surplus/functions/table';

/**
 * Creates the table from the definition the CDK stack uses, once; later starts find it in the data dir. A table
 * from an older definition gets the indexes it lacks, one UpdateTable each (as DynamoDB allows, and as a deploy
 * adds them on AWS). Listings written before an index existed carry none of its keys: `npm run reindex` writes them.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, dataDir: string): Promise<void> {
  let present: Set<string | undefined>;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    present = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await createTable(client, tableName);
    return;
  }
  for (const index of TABLE_INDEXES.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(new UpdateTableCommand(createIndexInput(tableName, index)));
    await untilIndexActive(client, tableName, index.indexName);
    console.log(`Added index ${index.indexName} to the table in ${dataDir}: npm run reindex (with npm start stopped) fills it from the listings.`);
  }
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
}

async function untilIndexActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Index ${indexName} is not active after a minute`);
}

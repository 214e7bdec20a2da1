import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE_INDEXES, TTL_ATTRIBUTE } from '@surplus/functions/table';
import { StartupError } from '../startup-error';

/**
 * Creates the table from the definition the CDK stack uses, once; later starts find it in the data dir.
 * A table from an older definition is refused rather than half used.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, dataDir: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    const missing = TABLE_INDEXES.filter((index) => !present.has(index.indexName)).map((index) => index.indexName);
    if (missing.length > 0) {
      throw new StartupError(
        `The data in ${dataDir} predates indexes ${missing.join(', ')}: delete that folder (or set DATA_DIR to a new one) and run npm run seed.`,
      );
    }
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
}

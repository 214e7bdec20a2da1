import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/src/services/aws-local';
import { TABLE_NAME } from '../local/src/runtime';
import { median, percentile } from './stats';

export interface FloorResult {
  operation: string;
  size: number;
  p50: number;
  p99: number;
}

/**
 * DynamoDB Local on its own, one call at a time from this process: what the database gives a route
 * before the handler, the middleware and the HTTP server add anything. A list page costs at least one
 * such Query per category partition (read in parallel).
 */
export async function measureDatabaseFloor(endpoint: string, size: number, itemIds: readonly number[], calls = 100): Promise<FloorResult[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const operations: Record<string, () => Promise<unknown>> = {
    'GetItem ITEM#<random id>': () =>
      client.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: `ITEM#${itemIds[Math.floor(Math.random() * itemIds.length)]}`, sk: 'ITEM' } })),
    'Query gsi1 CAT#part newest first, Limit 11': () =>
      client.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'CAT#part' },
          ScanIndexForward: false,
          Limit: 11,
        }),
      ),
  };
  const results: FloorResult[] = [];
  try {
    for (const [operation, call] of Object.entries(operations)) {
      for (let warm = 0; warm < 10; warm++) await call();
      const times: number[] = [];
      for (let index = 0; index < calls; index++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      results.push({ operation, size, p50: median(times), p99: percentile(times, 99) });
    }
  } finally {
    client.destroy();
  }
  return results;
}

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DynamoDBDocumentClient,
  type QueryCommandInput,
  QueryCommand,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../../lib/config';

/** Short time-outs: when the database is unreachable the API answers 503 quickly instead of hanging. */
export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: config.endpoints.dynamodb,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 3000 },
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const table = () => config.tableName;

type PagedQueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Every answer of a Query, one by one: each starts where the one before stopped, until one is the last. */
async function* queryAnswers(input: PagedQueryInput): AsyncGenerator<QueryCommandOutput> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const answer = await db.send(new QueryCommand({ ...input, TableName: table(), ExclusiveStartKey: startKey }));
    yield answer;
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
}

/** The pages of a Query one by one, so a long answer (an export) is never held whole. */
export async function* queryPages<T>(input: PagedQueryInput): AsyncGenerator<T[]> {
  for await (const answer of queryAnswers(input)) yield (answer.Items ?? []) as T[];
}

/** Every page of a Query (list answers that the spec gives as one array). */
export async function queryAll<T>(input: PagedQueryInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages<T>(input)) items.push(...page);
  return items;
}

/** How many records a Query matches, every page of it counted (Select COUNT: no record is read back). */
export async function queryCount(input: Omit<PagedQueryInput, 'Select'>): Promise<number> {
  let count = 0;
  for await (const answer of queryAnswers({ ...input, Select: 'COUNT' })) count += answer.Count ?? 0;
  return count;
}

/** Every page of a Scan: maintenance tasks only (npm run reindex), never a request path. */
export async function scanAll<T>(input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.send(new ScanCommand({ ...input, TableName: table(), ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** BatchGetItem's most keys per call. */
const BATCH_GET_MAX = 100;

/** The records of `keys` that exist (in no particular order), 100 keys per call, unprocessed keys retried. */
export async function batchGetAll<T>(keys: readonly Record<string, unknown>[], projection?: string): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + BATCH_GET_MAX);
    while (pending && pending.length > 0) {
      const result: BatchGetCommandOutput = await db.send(
        new BatchGetCommand({ RequestItems: { [table()]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) } } }),
      );
      found.push(...((result.Responses?.[table()] ?? []) as T[]));
      pending = result.UnprocessedKeys?.[table()]?.Keys;
    }
  }
  return found;
}

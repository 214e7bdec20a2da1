import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, queryAll, table } from './client';

/** Open WebSocket connections, all under one index partition so a broadcast is one Query. */
const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });
const CONNECTIONS_PARTITION = 'CONNS';
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export async function saveConnection(connectionId: string): Promise<void> {
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...connectionKey(connectionId),
        connectionId,
        gsi1pk: CONNECTIONS_PARTITION,
        gsi1sk: `${new Date(now).toISOString()}#${connectionId}`,
        expiresAt: Math.floor(now / 1000) + CONNECTION_TTL_SECONDS,
      },
    }),
  );
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: connectionKey(connectionId) }));
}

export async function listConnectionIds(): Promise<string[]> {
  const records = await queryAll<{ connectionId: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'expiresAt > :now',
    ExpressionAttributeValues: { ':pk': CONNECTIONS_PARTITION, ':now': Math.floor(Date.now() / 1000) },
    ProjectionExpression: 'connectionId',
  });
  return records.map((record) => record.connectionId);
}

/**
 * True exactly once per connection: the first message after connecting gets the `connection` greeting
 * (API Gateway cannot post to a connection while its $connect is still running).
 */
export async function markGreeted(connectionId: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: connectionKey(connectionId),
        UpdateExpression: 'SET greeted = :true',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(greeted)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

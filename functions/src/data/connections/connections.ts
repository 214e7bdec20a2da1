import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { inParallel } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { expiresAfter } from '../table/definition';

/**
 * Open WebSocket connections, all under one index partition so a broadcast is one Query. A connection
 * opened with a session cookie also keeps its user and the session's hash: notifications go only to
 * those of their user whose session is still alive (sign-out ends it).
 *
 * | access pattern                         | index | partition key     | sort key                 |
 * |----------------------------------------|-------|-------------------|--------------------------|
 * | one connection                         | table | CONN#<id>         | CONN                     |
 * | every open connection (broadcast)      | gsi1  | CONNS             | <connectedAt>#<id>       |
 * | a user's connections (notifications)   | gsi2  | CONNUSER#<userId> | <id>                     |
 */
const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });
const CONNECTIONS_PARTITION = 'CONNS';
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

export interface ConnectionSession {
  userId: number;
  sessionHash: string;
}

export async function saveConnection(connectionId: string, session?: ConnectionSession): Promise<void> {
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...connectionKey(connectionId),
        connectionId,
        gsi1pk: CONNECTIONS_PARTITION,
        gsi1sk: `${new Date(now).toISOString()}#${connectionId}`,
        expiresAt: expiresAfter(CONNECTION_TTL_SECONDS, now),
        ...(session ? { ...session, gsi2pk: `CONNUSER#${session.userId}`, gsi2sk: connectionId } : {}),
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

/** The user's open connections with the session each was opened with. */
export async function userConnections(userId: number): Promise<(ConnectionSession & { connectionId: string })[]> {
  return queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    FilterExpression: 'expiresAt > :now',
    ExpressionAttributeValues: { ':pk': `CONNUSER#${userId}`, ':now': Math.floor(Date.now() / 1000) },
    ProjectionExpression: 'connectionId, userId, sessionHash',
  });
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

/** The user's sockets stay open but become anonymous (account deletion): they keep hearing broadcasts only. */
export async function forgetConnectionsOf(userId: number): Promise<void> {
  const connections = await queryAll<{ pk: string; sk: string }>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': `CONNUSER#${userId}` },
    ProjectionExpression: 'pk, sk',
  });
  await inParallel(connections, (key) =>
    db.send(new UpdateCommand({ TableName: table(), Key: key, UpdateExpression: 'REMOVE userId, sessionHash, gsi2pk, gsi2sk', ConditionExpression: 'attribute_exists(pk)' })).catch((error: Error) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    }),
  );
}

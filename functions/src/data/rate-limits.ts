import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../core/config';
import { db, table } from './client';

/** Fixed-window counters, one item per scope, key and window; they expire with the window. */
function windowKey(scope: string, key: string) {
  const windowSeconds = config.rateLimitWindowSeconds;
  const windowStart = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
  return { key: { pk: `RATE#${scope}#${key.toLowerCase()}`, sk: `WINDOW#${windowStart}` }, resetsAt: windowStart + windowSeconds };
}

export async function attemptsInWindow(scope: string, key: string): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: windowKey(scope, key).key }));
  return Number(Item?.count ?? 0);
}

/** Counts one attempt and answers the count so far in this window. */
export async function countAttempt(scope: string, key: string): Promise<number> {
  const { key: itemKey, resetsAt } = windowKey(scope, key);
  const result = await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: itemKey,
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expires': resetsAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.count ?? 1);
}

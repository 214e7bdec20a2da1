import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../lib/config';
import { db, table } from '../table/client';
import { deletePartition } from '../table/owned-records';

/**
 * Fixed-window counters, one item per scope, key and window; they expire with the window, which is
 * RATE_LIMIT_WINDOW_SECONDS (15 minutes) unless a limit names its own.
 */
function windowKey(scope: string, key: string, windowSeconds = config.rateLimitWindowSeconds) {
  const windowStart = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
  return { key: { pk: `RATE#${scope}#${key.toLowerCase()}`, sk: `WINDOW#${windowStart}` }, resetsAt: windowStart + windowSeconds };
}

export async function attemptsInWindow(scope: string, key: string, windowSeconds?: number): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: windowKey(scope, key, windowSeconds).key }));
  return Number(Item?.count ?? 0);
}

/** Counts one attempt and answers the count so far in this window. */
export async function countAttempt(scope: string, key: string, windowSeconds?: number): Promise<number> {
  const { key: itemKey, resetsAt } = windowKey(scope, key, windowSeconds);
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

/** Deletes every window of one scope and key (account deletion). */
export const deleteAttempts = (scope: string, key: string) => deletePartition(`RATE#${scope}#${key.toLowerCase()}`);

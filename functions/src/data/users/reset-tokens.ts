import { RESET_TOKEN_TTL_MS } from '@surplus/shared';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken, sha256 } from '../../lib/crypto';
import { db, table } from '../table/client';
import { ownedBy } from '../table/owned-records';
import { cancellationCodes, writeTransaction } from '../table/transactions';
import { setPasswordStep } from './users';

const resetKey = (token: string) => ({ pk: `RESET#${sha256(token)}`, sk: 'RESET' });

/** One hour (the spec's); RESET_TOKEN_TTL_SECONDS shortens it so tests can watch a token expire. */
function resetTokenTtlMs(): number {
  const seconds = Number(process.env.RESET_TOKEN_TTL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RESET_TOKEN_TTL_MS;
}

/** A 256-bit single-use token; only its hash is stored. */
export async function createResetToken(userId: number): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...resetKey(token),
        userId,
        used: false,
        createdAt: new Date(now).toISOString(),
        ...ownedBy(userId, 'RESET', now),
        expiresAt: Math.floor((now + resetTokenTtlMs()) / 1000),
      },
    }),
  );
  return token;
}

/** Marks the token used and sets the password in one transaction; false when the token is unknown, used or expired. */
export async function redeemResetToken(token: string, passwordHash: string): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: resetKey(token) }));
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!Item || Item.used === true || Number(Item.expiresAt) <= nowSeconds) return false;
  try {
    await writeTransaction([
      {
        Update: {
          TableName: table(),
          Key: resetKey(token),
          UpdateExpression: 'SET used = :true',
          ConditionExpression: 'used = :false AND expiresAt > :now',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': nowSeconds },
        },
      },
      setPasswordStep(Number(Item.userId), passwordHash),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

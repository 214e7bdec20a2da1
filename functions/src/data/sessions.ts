import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_TTL_SECONDS } from '../core/cookies';
import { randomToken, sha256 } from '../core/crypto';
import { db, table } from './client';

/** Only the token's hash is stored: a leaked table does not leak sessions. */
const sessionKey = (token: string) => ({ pk: `SESSION#${sha256(token)}`, sk: 'SESSION' });

export interface SessionRecord {
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export async function createSession(userId: number): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  const record: SessionRecord = { userId, createdAt: now, expiresAt: Math.floor(now / 1000) + SESSION_TTL_SECONDS };
  await db.send(new PutCommand({ TableName: table(), Item: { ...sessionKey(token), ...record } }));
  return token;
}

/** TTL deletion lags (and DynamoDB Local never runs it), so expiry is checked on read too. */
export async function findSession(token: string): Promise<SessionRecord | null> {
  if (token.length > 100) return null;
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: sessionKey(token) }));
  if (!Item || Number(Item.expiresAt) * 1000 <= Date.now()) return null;
  return { userId: Number(Item.userId), createdAt: Number(Item.createdAt), expiresAt: Number(Item.expiresAt) };
}

export async function deleteSession(token: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: sessionKey(token) }));
}

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_TTL_SECONDS } from '../../lib/cookies';
import { randomToken, sha256 } from '../../lib/crypto';
import { db, table } from '../table/client';
import { deleteKeys, ownedBy, ownedRecordKeys } from '../table/owned-records';
import { expiresAfter } from '../table/definition';

/** Only the token's hash is stored: a leaked table does not leak sessions. */
export const sessionHash = (token: string) => sha256(token);
const sessionKey = (token: string) => hashKey(sessionHash(token));
const hashKey = (hash: string) => ({ pk: `SESSION#${hash}`, sk: 'SESSION' });

export interface SessionRecord {
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export async function createSession(userId: number): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  const record: SessionRecord = { userId, createdAt: now, expiresAt: expiresAfter(SESSION_TTL_SECONDS, now) };
  await db.send(new PutCommand({ TableName: table(), Item: { ...sessionKey(token), ...record, ...ownedBy(userId, 'SESSION', now) } }));
  return token;
}

/**
 * A session by the hash of its token (sessionHash), which is also what a live-update connection keeps of
 * the session it opened with. TTL deletion lags (and DynamoDB Local never runs it), so expiry is checked here.
 */
export async function findSessionByHash(hash: string): Promise<SessionRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: hashKey(hash) }));
  if (!Item || Number(Item.expiresAt) * 1000 <= Date.now()) return null;
  return { userId: Number(Item.userId), createdAt: Number(Item.createdAt), expiresAt: Number(Item.expiresAt) };
}

export async function deleteSession(token: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: sessionKey(token) }));
}

/** Ends every session of the user but the one with token `keep` (a password change). */
export async function endOtherSessions(userId: number, keep: string): Promise<void> {
  const kept = sessionKey(keep).pk;
  await deleteKeys((await ownedRecordKeys(userId, 'SESSION')).filter((key) => key.pk !== kept));
}

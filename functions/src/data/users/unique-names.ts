import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import type { TransactItem } from '../table/transactions';

/**
 * Lock items that keep usernames and e-mail addresses unique (case-insensitively): each names the user holding
 * it, and is claimed in the transaction that writes the user (users.ts), so two registrations cannot both win.
 *
 * | access pattern          | index | partition key              | sort key |
 * |-------------------------|-------|----------------------------|----------|
 * | user id by username     | table | USERNAME#<username, lower> | LOCK     |
 * | user id by e-mail       | table | EMAIL#<address, lower>     | LOCK     |
 */
export const usernameLockKey = (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'LOCK' });
export const emailLockKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'LOCK' });

type LockKey = { pk: string; sk: string };

/** Transaction step: takes the lock for `userId`; fails (ConditionalCheckFailed) when someone holds it. */
export const claimLockStep = (key: LockKey, userId: number): TransactItem => ({
  Put: { TableName: table(), Item: { ...key, userId }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Transaction step: frees the lock, so the name can register again. */
export const releaseLockStep = (key: LockKey): TransactItem => ({ Delete: { TableName: table(), Key: key } });

/** The id of the user holding the lock, or null when it is free. */
export async function findLockedUserId(key: LockKey): Promise<number | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: key }));
  return Item ? Number(Item.userId) : null;
}

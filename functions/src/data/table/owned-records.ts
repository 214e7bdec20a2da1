import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from './batch-write';
import { db, queryAll, queryPages, table } from './client';

/**
 * An index of the records a user owns that are keyed by something else (a token's hash, an import id):
 * sessions, password-reset tokens, import records and import jobs carry these gsi1 keys, so a password change finds the
 * user's sessions and an account deletion finds everything. It lives in the shared base because two entities write
 * it (users: sessions and reset tokens; imports: import records and jobs), and every entity deletes partitions a
 * user owns whole through deletePartition.
 *
 * | access pattern                  | index | partition key      | sort key          |
 * |---------------------------------|-------|--------------------|-------------------|
 * | a user's records of one kind    | gsi1  | USERRECS#<userId>  | <kind>#<created>  |
 */
export type OwnedKind = 'SESSION' | 'RESET' | 'IMPORT' | 'IMPORTJOB';

export const ownedRecordsPartition = (userId: number) => `USERRECS#${userId}`;
const partition = ownedRecordsPartition;

/** The gsi1 keys a record owned by `userId` carries. */
export const ownedBy = (userId: number, kind: OwnedKind, createdAt: number | string) => ({
  gsi1pk: partition(userId),
  gsi1sk: `${kind}#${typeof createdAt === 'number' ? new Date(createdAt).toISOString() : createdAt}`,
});

/** The table keys of the user's records (of one kind, or all). */
export async function ownedRecordKeys(userId: number, kind?: OwnedKind): Promise<{ pk: string; sk: string }[]> {
  return queryAll<{ pk: string; sk: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: kind ? 'gsi1pk = :pk AND begins_with(gsi1sk, :kind)' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': partition(userId), ...(kind ? { ':kind': `${kind}#` } : {}) },
    ProjectionExpression: 'pk, sk',
  });
}

export async function deleteKeys(keys: readonly { pk: string; sk: string }[]): Promise<void> {
  await inParallel(keys, (key) => db.send(new DeleteCommand({ TableName: table(), Key: { pk: key.pk, sk: key.sk } })));
}

/** Deletes every record of a partition the user owns whole (saved listings, notifications, ...). */
export async function deletePartition(pk: string): Promise<void> {
  const pages = queryPages<{ pk: string; sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'pk, sk' });
  for await (const keys of pages) await deleteKeys(keys);
}

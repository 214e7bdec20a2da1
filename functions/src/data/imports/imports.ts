import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { db, table } from '../table/client';
import { ownedBy } from '../table/owned-records';
import { DAY_SECONDS, expiresAfter, IMPORT_KEY_PREFIX, TTL_ATTRIBUTE } from '../table/definition';

/**
 * The import entity: one record per CSV import that wrote something, written after its listings.
 * Its stream record is the import's one live-update message (the listings it wrote carry its id and are
 * not broadcast one by one). Kept 30 days as a log of who imported what.
 *
 * | access pattern                   | index | partition key     | sort key |
 * |----------------------------------|-------|-------------------|----------|
 * | the import's record (stream)     | table | IMPORT#<importId> | IMPORT   |
 */
const KEEP_DAYS = 30;

export const newImportId = () => randomToken(12);

export interface ImportRecord {
  importId: string;
  userId: number;
  created: number;
  updated: number;
}

export async function recordImport({ importId, userId, created, updated }: ImportRecord): Promise<void> {
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: `${IMPORT_KEY_PREFIX}${importId}`,
        sk: 'IMPORT',
        userId,
        created,
        updated,
        at: new Date(now).toISOString(),
        ...ownedBy(userId, 'IMPORT', now),
        [TTL_ATTRIBUTE]: expiresAfter(KEEP_DAYS * DAY_SECONDS, now),
      },
    }),
  );
}

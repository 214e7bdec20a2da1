import { CATEGORIES, type InventoryItem } from '@surplus/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { inParallel } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { categoryPartition, itemIndexAttributes } from './keys';
import { toItem } from './items';

/** A listing as stored: its fields, keys, derived attributes and version. */
export type StoredListing = InventoryItem & Record<string, unknown> & { version: number };

/** Every listing (`npm run reindex`, search/reindex.ts): the partitions of every category, one after another. */
export async function readAllListings(log: (line: string) => void): Promise<StoredListing[]> {
  const listings: StoredListing[] = [];
  for (const category of CATEGORIES) {
    listings.push(
      ...(await queryAll<StoredListing>({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :p', ExpressionAttributeValues: { ':p': categoryPartition(category) } })),
    );
    log(`read ${listings.length} listings`);
  }
  return listings;
}

/** Listings written before the current search text or index keys get them, unless they changed since being read. */
export async function rewriteDerivedAttributes(listings: StoredListing[]): Promise<number> {
  let rewritten = 0;
  await inParallel(listings, async (listing) => {
    const derived = itemIndexAttributes(toItem(listing));
    const changed = Object.entries(derived).filter(([name, value]) => listing[name] !== value);
    if (changed.length === 0) return;
    try {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: listing.pk, sk: listing.sk },
          UpdateExpression: `SET ${changed.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ConditionExpression: 'version = :version',
          ExpressionAttributeNames: Object.fromEntries(changed.map(([name], i) => [`#a${i}`, name])),
          ExpressionAttributeValues: { ':version': listing.version, ...Object.fromEntries(changed.map(([, value], i) => [`:v${i}`, value])) },
        }),
      );
      rewritten++;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  });
  return rewritten;
}

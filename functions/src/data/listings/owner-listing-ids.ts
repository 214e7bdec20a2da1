import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import { ownerPartition } from './keys';

export interface ListingIdsPage {
  ids: number[];
  /** Where the next page starts (the owner-index query's LastEvaluatedKey, kept as it is); absent after the last. */
  next?: Record<string, unknown>;
}

/**
 * One page of the ids of an owner's listings in its lists (its gsi2 partition, in index order), from `cursor` (the
 * previous page's `next`; absent for the first): a bounded step of work over all of them, as a business rename's
 * fan-out (users/business-renames.ts) takes them.
 */
export async function ownerListingIdsPage(userId: number, limit: number, cursor?: Record<string, unknown>): Promise<ListingIdsPage> {
  const page = await db.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :owner',
      ExpressionAttributeValues: { ':owner': ownerPartition(userId) },
      ProjectionExpression: 'id',
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { ids: (page.Items ?? []).map((listing) => Number(listing.id)), ...(page.LastEvaluatedKey && { next: page.LastEvaluatedKey }) };
}

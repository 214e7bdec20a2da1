import type { Business, BusinessProfile } from '@surplus/shared';
import { queryAll } from '../table/client';
import type { UserRecord } from './users';

/**
 * The business directory: every user record also sits in one gsi1 partition, ordered by business name.
 *
 * | access pattern                          | index | partition key | sort key                                 |
 * |-----------------------------------------|-------|---------------|------------------------------------------|
 * | businesses by name (list, filter)       | gsi1  | BUSINESSES    | <business name, lower>#<id, 12 digits>   |
 * | every business's id (backfills)         | gsi1  | BUSINESSES    | (projects id)                            |
 */

/** Every business sits in one index partition ordered by name, for the business list and filter. */
const BUSINESSES_PARTITION = 'BUSINESSES';
export const businessIndexKeys = (record: Pick<UserRecord, 'businessName' | 'id'>) => ({
  gsi1pk: BUSINESSES_PARTITION,
  gsi1sk: `${record.businessName.toLowerCase()}#${String(record.id).padStart(12, '0')}`,
});

/** The public profile of a business (GET /api/businesses/{id}). */
export function toBusinessProfile(record: UserRecord): BusinessProfile {
  return {
    id: record.id,
    businessName: record.businessName,
    ...(record.location ? { location: record.location } : {}),
    memberSince: record.createdAt,
    itemCount: Number(record.itemCount ?? 0),
    doors: Number(record.doors ?? 0),
    parts: Number(record.parts ?? 0),
    wasteKg: Number(record.wasteKg ?? 0),
  };
}

/** Businesses with at least one listing, by name. One Query: a market has thousands of businesses, not millions. */
export async function listBusinesses(): Promise<Business[]> {
  const records = await queryAll<UserRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :businesses',
    FilterExpression: 'itemCount > :none',
    ExpressionAttributeValues: { ':businesses': BUSINESSES_PARTITION, ':none': 0 },
  });
  return records.map((record) => ({
    id: record.id,
    businessName: record.businessName,
    businessLocation: record.location,
    businessContact: record.email,
    itemCount: record.itemCount,
  }));
}

/** The id of every registered business (the recount backfill walks them). */
export async function allUserIds(): Promise<number[]> {
  const records = await queryAll<Pick<UserRecord, 'id'>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :businesses',
    ExpressionAttributeValues: { ':businesses': BUSINESSES_PARTITION },
    ProjectionExpression: 'id',
  });
  return records.map((record) => Number(record.id));
}

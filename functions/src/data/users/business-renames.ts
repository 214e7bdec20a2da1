import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { inParallel } from '../table/batch-write';
import { db, table } from '../table/client';
import { ownerListingIdsPage } from '../listings/owner-listing-ids';
import { type BusinessFields, rebrandItem } from '../listings/item-writes';
import { RENAME_KEY_PREFIX } from '../table/definition';
import type { TransactItem } from '../table/transactions';
import { listingFacingFields, type UserRecord } from './users';

/**
 * A rename job: a business changed what its listings copy (name, location, e-mail, point), and every listing must
 * follow. The job is written with the profile change; the notifier stream consumer rewrites one page of the
 * owner's listings per stream record of the job and writes the next page's cursor back, whose own stream
 * record carries on, so any number of listings is renamed in bounded steps. A newer rename replaces the job
 * (new `jobId`) and starts again from the first page; the older run stops at its next step.
 *
 * | access pattern               | index | partition key     | sort key |
 * |------------------------------|-------|-------------------|----------|
 * | the owner's rename job       | table | RENAME#<userId>   | JOB      |
 */
export const RENAME_PAGE_SIZE = 100;

const jobKey = (userId: number) => ({ pk: `${RENAME_KEY_PREFIX}${userId}`, sk: 'JOB' });

export interface RenameJob {
  userId: number;
  jobId: string;
  fields: BusinessFields;
  /** Where the next page starts (the `next` of listings/owner-listing-ids.ts's page); absent for the first. */
  cursor?: Record<string, unknown>;
}

/**
 * The `extra` steps of a profile update (users/users.ts updateProfile) from `before`: the rename job when a field the
 * listings copy changes, nothing otherwise.
 */
export function renameIfChanged(before: UserRecord): (next: UserRecord) => TransactItem[] {
  const copied = JSON.stringify(listingFacingFields(before));
  return (next) => (JSON.stringify(listingFacingFields(next)) === copied ? [] : [startRenameStep(next.id, listingFacingFields(next))]);
}

/** Transaction step of the profile change: (re)starts the owner's rename job. */
export function startRenameStep(userId: number, fields: BusinessFields): TransactItem {
  const job: RenameJob = { userId, jobId: randomToken(9), fields: JSON.parse(JSON.stringify(fields)) as BusinessFields };
  return { Put: { TableName: table(), Item: { ...jobKey(userId), ...job } } };
}

/** One step of a job (from its stream image): renames a page of listings, then records the next or ends. */
export async function continueRename(job: RenameJob): Promise<void> {
  const page = await ownerListingIdsPage(job.userId, RENAME_PAGE_SIZE, job.cursor);
  await inParallel(page.ids, (id) => rebrandItem(id, job.fields));
  const sameJob = { ConditionExpression: 'jobId = :job', ExpressionAttributeValues: { ':job': job.jobId } };
  try {
    if (page.next) {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: jobKey(job.userId),
          UpdateExpression: 'SET #cursor = :cursor',
          ExpressionAttributeNames: { '#cursor': 'cursor' },
          ...sameJob,
          ExpressionAttributeValues: { ...sameJob.ExpressionAttributeValues, ':cursor': page.next },
        }),
      );
    } else {
      await db.send(new DeleteCommand({ TableName: table(), Key: jobKey(job.userId), ...sameJob }));
    }
  } catch (error) {
    // A newer rename took over the job; its own run covers every listing.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Ends a user's rename job (account deletion). */
export async function dropRenameJob(userId: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: jobKey(userId) }));
}

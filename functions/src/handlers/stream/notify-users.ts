import middy from '@middy/core';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type ListingChange, notifyListingChanges, pushNotification } from '../../use-cases/notification-fan-out';
import { inParallel } from '../../data/table/batch-write';
import { toItem } from '../../data/listings/items';
import { continueRename, type RenameJob } from '../../data/users/business-renames';
import { toNotification } from '../../data/notifications/notifications';
import { ITEM_KEY_PREFIX, NOTIFICATION_KEY_PREFIX, RENAME_KEY_PREFIX } from '../../data/table/definition';
import { observability } from '../../middleware/observability';

type Image = Record<string, AttributeValue>;
const image = (value: unknown) => (value ? unmarshall(value as Image) : undefined);
const keyOf = (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S ?? '';

function listingChange(record: DynamoDBRecord): ListingChange {
  const before = image(record.dynamodb?.OldImage);
  const after = image(record.dynamodb?.NewImage);
  return { before: before ? toItem(before) : null, after: after ? toItem(after) : null, imported: Boolean(after?.importId) };
}

/**
 * Stream consumer of notifications: the batch's listing writes make the search-match and saved-listing
 * notifications they cause (looked up together), each new notification goes to its user's open
 * connections, and each write of a rename job renames its next page of listings.
 */
export const handler = middy<DynamoDBStreamEvent, void>()
  .use(observability())
  .handler(async (event) => {
    const listingWrites = event.Records.filter((record) => keyOf(record).startsWith(ITEM_KEY_PREFIX));
    const newNotifications = event.Records.filter((record) => keyOf(record).startsWith(NOTIFICATION_KEY_PREFIX) && record.eventName === 'INSERT');
    const renameSteps = event.Records.filter((record) => keyOf(record).startsWith(RENAME_KEY_PREFIX) && record.eventName !== 'REMOVE');
    await Promise.all([
      notifyListingChanges(listingWrites.map(listingChange)),
      inParallel(newNotifications, async (record) => {
        const notification = image(record.dynamodb?.NewImage);
        if (notification) await pushNotification(Number(notification.userId), toNotification(notification));
      }),
      inParallel(renameSteps, async (record) => {
        const job = image(record.dynamodb?.NewImage);
        if (job) await continueRename(job as RenameJob);
      }),
    ]);
  });

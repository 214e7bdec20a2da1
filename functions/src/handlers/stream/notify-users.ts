import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { InventoryItem } from '@surplus/shared';
import { logger } from '../../core/logger';
import { itemEvents, pushNotification } from '../../core/notification-fan-out';
import { inParallel } from '../../data/batch-write';
import { toItem } from '../../data/items';
import { toNotification } from '../../data/notifications';
import { ITEM_KEY_PREFIX, NOTIFICATION_KEY_PREFIX } from '../../data/table-definition';

type Image = Record<string, AttributeValue>;
const image = (value: unknown) => (value ? unmarshall(value as Image) : undefined);
const RECORDS_IN_FLIGHT = 8;

async function handleRecord(record: DynamoDBRecord): Promise<void> {
  const pk = record.dynamodb?.Keys?.pk?.S ?? '';
  const newImage = image(record.dynamodb?.NewImage);
  if (pk.startsWith(NOTIFICATION_KEY_PREFIX)) {
    if (record.eventName === 'INSERT' && newImage) await pushNotification(Number(newImage.userId), toNotification(newImage));
    return;
  }
  if (!pk.startsWith(ITEM_KEY_PREFIX)) return;
  const oldImage = image(record.dynamodb?.OldImage);
  await itemEvents(oldImage ? (toItem(oldImage) as InventoryItem) : null, newImage ? (toItem(newImage) as InventoryItem) : null);
}

/**
 * Stream consumer of notifications: a listing write makes the search-match and saved-listing
 * notifications it causes, and each new notification goes to its user's open connections.
 */
export const handler = middy<DynamoDBStreamEvent, void>()
  .use(injectLambdaContext(logger))
  .handler(async (event) => {
    await inParallel(event.Records, handleRecord, RECORDS_IN_FLIGHT);
  });

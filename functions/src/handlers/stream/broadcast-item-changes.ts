import { isDeepStrictEqual } from 'node:util';
import middy from '@middy/core';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LiveUpdateMessage } from '@surplus/shared';
import { sendToConnection } from '../../use-cases/user-messages';
import { listConnectionIds } from '../../data/connections/connections';
import { toItem } from '../../data/listings/items';
import { IMPORT_KEY_PREFIX, ITEM_KEY_PREFIX } from '../../data/table/definition';
import { observability } from '../../middleware/observability';

type Image = Record<string, AttributeValue>;
const SEND_CONCURRENCY = 25;

/**
 * The live-update message for one item change or CSV import, or null for other records. A listing written
 * by an import says nothing itself: the import's record, written after all of them, speaks for them.
 */
export function messageFor(record: DynamoDBRecord): LiveUpdateMessage | null {
  const change = record.dynamodb;
  const pk = change?.Keys?.pk?.S;
  if (pk?.startsWith(IMPORT_KEY_PREFIX)) return record.eventName === 'INSERT' && change?.NewImage ? importMessage(change.NewImage as Image) : null;
  if (!pk?.startsWith(ITEM_KEY_PREFIX)) return null;
  if (record.eventName === 'REMOVE') return { type: 'delete_item', id: Number(pk.slice(ITEM_KEY_PREFIX.length)) };
  if (!change?.NewImage) return null;
  const stored = unmarshall(change.NewImage as Image);
  if (stored.importId) return null;
  const item = toItem(stored);
  // A rewrite of derived attributes only (npm run reindex) changes nothing a list shows.
  if (change.OldImage && isDeepStrictEqual(item, toItem(unmarshall(change.OldImage as Image)))) return null;
  return record.eventName === 'INSERT' ? { type: 'new_item', item } : { type: 'update_item', item };
}

function importMessage(image: Image): LiveUpdateMessage {
  const { userId, created, updated } = unmarshall(image);
  return { type: 'items_imported', userId: Number(userId), created: Number(created), updated: Number(updated) };
}

async function broadcast(messages: LiveUpdateMessage[]): Promise<void> {
  const connectionIds = await listConnectionIds();
  const queue = connectionIds.flatMap((connectionId) => messages.map((message) => ({ connectionId, message })));
  const workers = Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await sendToConnection(next.connectionId, next.message);
  });
  await Promise.all(workers);
}

/** Stream consumer: every item insert, change and removal goes to every open connection; gone ones are pruned. */
export const handler = middy<DynamoDBStreamEvent, void>()
  .use(observability())
  .handler(async (event) => {
    const messages = event.Records.map(messageFor).filter((message) => message !== null);
    if (messages.length > 0) await broadcast(messages);
  });

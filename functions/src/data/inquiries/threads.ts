import { DELETED_BUSINESS, type InventoryItem } from '@surplus/shared';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../../lib/crypto';
import { inParallel } from '../table/batch-write';
import { db, table } from '../table/client';
import { cancellationCodes, type TransactItem, writeTransaction } from '../table/transactions';
import { findView, newView, type Party, viewsOf } from './inbox';
import { viewKey } from './keys';
import { addMessage, lineSteps, messagePut, messagesOf, type SentMessage, type ThreadLine } from './messages';

/**
 * A thread's life: a buyer opens one per listing (its two views, first line and open-thread marker written
 * together) and adds to it after; a party that deletes its account leaves its threads.
 *
 * | access pattern                          | index | partition key              | sort key                     |
 * |-----------------------------------------|-------|----------------------------|------------------------------|
 * | the open thread of a listing and buyer  | table | INQUIRY#<itemId>#<buyerId> | THREAD                       |
 */
const openThreadKey = (itemId: number, buyerId: number) => ({ pk: `INQUIRY#${itemId}#${buyerId}`, sk: 'THREAD' });

export const hasOpenThread = async (itemId: number, buyerId: number) => (await openThreadOf(itemId, buyerId)) !== null;

/** The open thread of `buyer` about `item`, if the buyer still has it. */
export async function openThreadOf(itemId: number, buyerId: number): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: openThreadKey(itemId, buyerId), ConsistentRead: true }));
  return Item ? String(Item.threadId) : null;
}

/**
 * A buyer's question about `item` (owned by `seller`): added to the open thread of this listing and buyer,
 * or a new thread, whose two views, first message and open-thread marker are written together.
 */
export async function askAboutItem(buyer: Party, seller: Party, item: InventoryItem, body: string): Promise<SentMessage> {
  const open = await openThreadOf(item.id, buyer.id);
  if (open) return addMessage(buyer.id, open, body);
  const threadId = randomToken(12);
  const sentAt = new Date().toISOString();
  try {
    await writeTransaction([
      { Put: { TableName: table(), Item: { ...openThreadKey(item.id, buyer.id), threadId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: newView(buyer, seller, 'buyer', threadId, item, body, sentAt, false) } },
      { Put: { TableName: table(), Item: newView(seller, buyer, 'seller', threadId, item, body, sentAt, true) } },
      messagePut(threadId, 'buyer', body, sentAt),
    ]);
  } catch (error) {
    // The same buyer opened it a moment ago (two tabs): add to that one.
    if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    return askAboutItem(buyer, seller, item, body);
  }
  return { threadId, opened: true, recipientId: seller.id, role: 'buyer' };
}

export interface BuyerLine {
  threadId: string;
  opened: boolean;
  /** Written in the caller's transaction: the line, and the new thread when `opened`. */
  steps: TransactItem[];
}

/**
 * The steps that add `line` from `buyer` to their thread about `item` (owned by `seller`), opening the thread
 * when the buyer has none: its open-thread marker is conditional, so two first steps at once cannot open two.
 */
export async function buyerLineSteps(buyer: Party, seller: Party, item: InventoryItem, line: ThreadLine, sentAt: string): Promise<BuyerLine> {
  const open = await openThreadOf(item.id, buyer.id);
  if (open) {
    const view = await findView(buyer.id, open);
    if (view) return { threadId: open, opened: false, steps: lineSteps(view, line, sentAt) };
  }
  const threadId = randomToken(12);
  return {
    threadId,
    opened: true,
    steps: [
      { Put: { TableName: table(), Item: { ...openThreadKey(item.id, buyer.id), threadId }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: newView(buyer, seller, 'buyer', threadId, item, line.body, sentAt, false) } },
      { Put: { TableName: table(), Item: newView(seller, buyer, 'seller', threadId, item, line.body, sentAt, true) } },
      messagePut(threadId, 'buyer', line, sentAt),
    ],
  };
}

/**
 * The user leaves every thread (account deletion): their views and open-thread markers go, the other party
 * keeps the thread with DELETED_BUSINESS as its other party, and a thread both parties left is deleted.
 */
export async function leaveThreadsOf(userId: number): Promise<void> {
  const views = await viewsOf(userId);
  await inParallel(views, async (view) => {
    if (view.otherPartyId === undefined) {
      const messages = await messagesOf(view.threadId);
      await inParallel(messages, (message) => db.send(new DeleteCommand({ TableName: table(), Key: { pk: message.pk, sk: message.sk } })));
    } else {
      await markPartyGone(view.otherPartyId, view.threadId);
    }
    if (view.role === 'buyer') await db.send(new DeleteCommand({ TableName: table(), Key: openThreadKey(view.itemId, userId) }));
    await db.send(new DeleteCommand({ TableName: table(), Key: viewKey(userId, view.threadId) }));
  });
}

async function markPartyGone(userId: number, threadId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: viewKey(userId, threadId),
        UpdateExpression: 'SET otherPartyName = :gone REMOVE otherPartyId',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':gone': DELETED_BUSINESS },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

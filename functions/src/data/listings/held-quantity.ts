import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import type { TransactItem } from '../table/transactions';
import { itemKey } from './keys';

/**
 * What of a listing's quantity is held: `heldQuantity` and `availableQuantity`, moved only by the transactions
 * of holds (deals/holds.ts writes the hold, these steps the listing), under the condition
 * `availableQuantity >= q`, so a listing is never oversold however many buyers reserve at once. Every step also
 * moves `version`, so an edit or delete read before it is decided again (item-writes.ts).
 */

/** Takes `quantity` off what the listing has available, only if that much is (and moves its version). */
export const reserveQuantityStep = (itemId: number, quantity: number): TransactItem => ({
  Update: {
    TableName: table(),
    Key: itemKey(itemId),
    UpdateExpression: 'SET heldQuantity = heldQuantity + :q, availableQuantity = availableQuantity - :q, version = version + :one',
    ConditionExpression: 'availableQuantity >= :q',
    ExpressionAttributeValues: { ':q': quantity, ':one': 1 },
  },
});

/** Gives `quantity` back to what the listing has available. */
export const freeQuantityStep = (itemId: number, quantity: number): TransactItem => ({
  Update: {
    TableName: table(),
    Key: itemKey(itemId),
    UpdateExpression: 'SET heldQuantity = heldQuantity - :q, availableQuantity = availableQuantity + :q, version = version + :one',
    ConditionExpression: 'attribute_exists(pk) AND heldQuantity >= :q',
    ExpressionAttributeValues: { ':q': quantity, ':one': 1 },
  },
});

/**
 * A listing stored before holds existed has no `availableQuantity` to condition on: it gets its full quantity
 * (nothing can be held yet), once.
 */
export async function startDealCounters(itemId: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: itemKey(itemId),
        UpdateExpression: 'SET heldQuantity = :zero, availableQuantity = quantity',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(availableQuantity)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

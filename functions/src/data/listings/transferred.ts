import type { InventoryItem } from '@surplus/shared';
import { adjustCounts, categoryCount } from '../table/counters';
import { table } from '../table/client';
import { itemKey, transferredPartition } from './keys';
import { isListed, itemRecord, type ItemRecord, toItem } from './items';
import { sizeFigureChange } from './lists/size-figures';
import type { TransactItem } from '../table/transactions';
import { adjustOwnerFiguresStep, NO_FIGURES, ownerFiguresOf } from '../users/owner-figures';

/**
 * What a transfer does to its listing: units leave it (a handover, a sale made elsewhere) or come back (a
 * cancelled handover). The listing's counters, its owner's figures and the site's counts move in the
 * transfer's transaction. A listing whose last units leave keeps its address as "All transferred" but leaves
 * every list, the search and the sitemap: its index keys go in the same write (and its postings right after,
 * dropFromSearch), and it leaves the counts. Its owner key moves to a partition of its own (transferredPartition),
 * where the deletion of its owner's account still finds it.
 */
const LIST_ATTRIBUTES = [
  ...['gsi1', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi8', 'gsi9', 'gsi10', 'gsi11'].flatMap((index) => [`${index}pk`, `${index}sk`]),
  // `search` is a reserved word of DynamoDB's expressions: named through ExpressionAttributeNames.
  '#search',
];

export interface ListingChange {
  steps: TransactItem[];
  /** The listing as it reads after the change, when it left or re-entered the lists (its postings follow it). */
  searchChange?: { before: InventoryItem | null; after: InventoryItem | null; version?: number };
}

/**
 * Takes `quantity` off listing `current` and frees `held` held units (a handover frees its whole hold; a sale
 * made elsewhere frees none and takes only what is available). Conditioned on what was read of the quantity,
 * so two transfers at once never both think they took the last units: the loser decides again.
 */
export function takeOff(current: ItemRecord, quantity: number, held: number): ListingChange {
  const item = toItem(current);
  const emptied = item.quantity === quantity;
  const kg = ownerFiguresOf({ category: item.category, quantity }).wasteKg;
  const enough = held > 0 ? 'heldQuantity >= :held AND quantity' : 'availableQuantity >= :q AND quantity';
  const update: TransactItem = {
    Update: {
      TableName: table(),
      Key: itemKey(item.id),
      UpdateExpression:
        // One operator per SET value: the change of availableQuantity (the freed held units less the transferred) is one number.
        'SET quantity = quantity - :q, heldQuantity = heldQuantity - :held, availableQuantity = availableQuantity + :freed, version = version + :one' +
        (emptied ? ', gsi2pk = :transferred' : '') +
        ' ADD transferredQuantity :q' +
        (emptied ? ` REMOVE ${LIST_ATTRIBUTES.join(', ')}` : ''),
      ConditionExpression: `${enough} ${emptied ? '= :q' : '> :q'}`,
      ...(emptied && { ExpressionAttributeNames: { '#search': 'search' } }),
      ExpressionAttributeValues: { ':q': quantity, ':held': held, ':freed': held - quantity, ':one': 1, ...(emptied && { ':transferred': transferredPartition(item.userId) }) },
    },
  };
  if (!emptied) {
    return {
      steps: [update, adjustCounts({ listedKg: -kg }), adjustOwnerFiguresStep(item.userId, { ...NO_FIGURES, wasteKg: -kg })],
    };
  }
  return {
    steps: [
      update,
      adjustCounts({ [categoryCount(item.category)]: -1, listedKg: -kg }),
      adjustOwnerFiguresStep(item.userId, ownerFiguresOf(item, -1)),
      ...sizeFigureChange(item, null),
    ],
    searchChange: { before: item, after: null },
  };
}

/**
 * Puts `quantity` back on listing `current` (a cancelled handover), available at once. A listing that was all
 * transferred is written whole again with its index keys, conditioned on its version, and counted again.
 */
export function putBack(current: ItemRecord, quantity: number): ListingChange {
  const item = toItem(current);
  const kg = ownerFiguresOf({ category: item.category, quantity }).wasteKg;
  if (isListed(item)) {
    return {
      steps: [
        {
          Update: {
            TableName: table(),
            Key: itemKey(item.id),
            UpdateExpression:
              'SET quantity = quantity + :q, availableQuantity = availableQuantity + :q, version = version + :one ADD transferredQuantity :minus',
            ConditionExpression: 'quantity > :zero',
            ExpressionAttributeValues: { ':q': quantity, ':minus': -quantity, ':one': 1, ':zero': 0 },
          },
        },
        adjustCounts({ listedKg: kg }),
        adjustOwnerFiguresStep(item.userId, { ...NO_FIGURES, wasteKg: kg }),
      ],
    };
  }
  const relisted: InventoryItem = {
    ...item,
    quantity,
    heldQuantity: 0,
    availableQuantity: quantity,
    transferredQuantity: Math.max(0, item.transferredQuantity - quantity),
  };
  const version = current.version + 1;
  return {
    steps: [
      {
        Put: {
          TableName: table(),
          Item: itemRecord(relisted, version),
          ConditionExpression: 'version = :version AND quantity = :zero',
          ExpressionAttributeValues: { ':version': current.version, ':zero': 0 },
        },
      },
      adjustCounts({ [categoryCount(item.category)]: 1, listedKg: kg }),
      adjustOwnerFiguresStep(item.userId, ownerFiguresOf(relisted)),
      ...sizeFigureChange(null, relisted),
    ],
    searchChange: { before: null, after: relisted, version },
  };
}

import { type InventoryItem, wasteReductionKg } from '@surplus/shared';
import { table } from '../table/client';
import type { TransactItem } from '../table/transactions';
import { userKey } from './users';

/** What one owner's listings add up to: the business page's figures and the stats call's myInventory. */
export interface OwnerFigures {
  itemCount: number;
  doors: number;
  parts: number;
  wasteKg: number;
}

/** The figures one listing adds to its owner's (negated when it goes). */
export function ownerFiguresOf(item: Pick<InventoryItem, 'category' | 'quantity'>, sign: 1 | -1 = 1): OwnerFigures {
  return {
    itemCount: sign,
    doors: item.category === 'door' ? sign : 0,
    parts: item.category === 'part' ? sign : 0,
    wasteKg: sign * wasteReductionKg(item),
  };
}

export const addFigures = (a: OwnerFigures, b: OwnerFigures): OwnerFigures => ({
  itemCount: a.itemCount + b.itemCount,
  doors: a.doors + b.doors,
  parts: a.parts + b.parts,
  wasteKg: a.wasteKg + b.wasteKg,
});

export const NO_FIGURES: OwnerFigures = { itemCount: 0, doors: 0, parts: 0, wasteKg: 0 };

/** Transaction step: moves the owner's figures, written with the listing change that causes it. */
export function adjustOwnerFiguresStep(userId: number, delta: OwnerFigures): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'ADD itemCount :items, doors :doors, parts :parts, wasteKg :waste',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':items': delta.itemCount, ':doors': delta.doors, ':parts': delta.parts, ':waste': delta.wasteKg },
    },
  };
}

/** Replaces the owner's figures with a recount of their listings (users/owner-recount.ts). */
export function setOwnerFiguresStep(userId: number, figures: OwnerFigures): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'SET itemCount = :items, doors = :doors, parts = :parts, wasteKg = :waste',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':items': figures.itemCount, ':doors': figures.doors, ':parts': figures.parts, ':waste': figures.wasteKg },
    },
  };
}

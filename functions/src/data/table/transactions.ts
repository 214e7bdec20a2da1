import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const MAX_ATTEMPTS = 8;

/** Why each operation of a cancelled transaction failed ('None', 'ConditionalCheckFailed', ...), or null. */
export function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof TransactionCanceledException)) return null;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/**
 * Writes all items atomically. Conflicts with a concurrent transaction on the same item (the shared
 * counters under parallel writes) are retried with jittered back-off; failed conditions are not.
 */
export async function writeTransaction(items: TransactItem[], maxAttempts = MAX_ATTEMPTS): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflicted = codes?.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflicted || attempt >= maxAttempts) throw error;
      await sleep(Math.random() * Math.min(1000, 20 * 2 ** attempt));
    }
  }
}

/** DynamoDB's limit of items in one transaction. */
export const TRANSACTION_ITEMS_MAX = 100;

/** Independent steps in transactions of at most `size` items each, in order. */
export function transactionsOf(steps: readonly TransactItem[], size = TRANSACTION_ITEMS_MAX): TransactItem[][] {
  const groups: TransactItem[][] = [];
  for (let start = 0; start < steps.length; start += size) groups.push(steps.slice(start, start + size));
  return groups;
}

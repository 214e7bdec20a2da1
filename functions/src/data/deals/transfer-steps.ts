import type { DealRole } from '@surplus/shared';
import { table } from '../table/client';
import type { TransactItem } from '../table/transactions';
import { AWAITING_TRANSFERS, REVIEWABLE_TRANSFERS, transferBuyerPartition, transferKey, transferSellerPartition } from './keys';
import type { TransferRecord } from './transfers';

/**
 * The transaction steps of a transfer: its Put and its conditional status changes, each written in the
 * transaction that also writes what follows from it (the ledger line, the listing, the notifications).
 */

/** The write of a new transfer (awaiting confirmation or self-reported), with its index entries. */
export function transferPut(record: TransferRecord): TransactItem {
  const listKey = `${record.handedOverAt}#${record.id}`;
  return {
    Put: {
      TableName: table(),
      Item: {
        ...transferKey(record.id),
        ...record,
        ...(record.sellerId !== null && { gsi1pk: transferSellerPartition(record.sellerId), gsi1sk: listKey }),
        ...(record.buyerId !== null && { gsi2pk: transferBuyerPartition(record.buyerId), gsi2sk: listKey }),
        ...(record.status === 'awaiting-confirmation' && record.confirmBy && { gsi3pk: AWAITING_TRANSFERS, gsi3sk: `${record.confirmBy}#${record.id}` }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const statusNames = { '#status': 'status' };

/**
 * Confirms a transfer: by its buyer (awaiting or disputed), or by the schedule (`auto`: awaiting only, and only
 * once `confirmBy` has passed). It leaves the schedule's index and opens the review window.
 */
export function confirmStep(record: TransferRecord, now: string, reviewBy: string, auto: boolean): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: `SET #status = :confirmed, confirmedAt = :now, reviewBy = :reviewBy, gsi4pk = :reviewable, gsi4sk = :window${auto ? ', autoConfirmed = :true' : ''} REMOVE gsi3pk, gsi3sk`,
      ConditionExpression: auto ? '#status = :awaiting AND confirmBy <= :now' : '#status IN (:awaiting, :disputed)',
      ExpressionAttributeNames: statusNames,
      ExpressionAttributeValues: {
        ':confirmed': 'confirmed',
        ':now': now,
        ':reviewBy': reviewBy,
        ':reviewable': REVIEWABLE_TRANSFERS,
        ':window': `${reviewBy}#${record.id}`,
        ':awaiting': 'awaiting-confirmation',
        ...(auto ? { ':true': true } : { ':disputed': 'disputed' }),
      },
    },
  };
}

/** The buyer reports a problem with a transfer awaiting confirmation: it no longer confirms itself. */
export const disputeStep = (record: TransferRecord, message: string, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: transferKey(record.id),
    UpdateExpression: 'SET #status = :disputed, disputeMessage = :message, disputedAt = :now REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status = :awaiting',
    ExpressionAttributeNames: statusNames,
    ExpressionAttributeValues: { ':disputed': 'disputed', ':message': message, ':now': now, ':awaiting': 'awaiting-confirmation' },
  },
});

/** The seller cancels a transfer not yet confirmed (awaiting or disputed). */
export const cancelStep = (record: TransferRecord, now: string): TransactItem => ({
  Update: {
    TableName: table(),
    Key: transferKey(record.id),
    UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now REMOVE gsi3pk, gsi3sk',
    ConditionExpression: '#status IN (:awaiting, :disputed)',
    ExpressionAttributeNames: statusNames,
    ExpressionAttributeValues: { ':cancelled': 'cancelled', ':now': now, ':awaiting': 'awaiting-confirmation', ':disputed': 'disputed' },
  },
});

const reviewedAttribute = (role: DealRole) => (role === 'buyer' ? 'reviewedBuyer' : 'reviewedSeller');

/**
 * Marks `role`'s review of a confirmed transfer, only inside its window and only once. `otherReviewed` is what
 * was read of the other side: the condition holds it to that, so two reviews at once cannot both miss each
 * other. When the other side has reviewed, both are published now and the window leaves the schedule's index.
 */
export function reviewedStep(record: TransferRecord, role: DealRole, otherReviewed: boolean, now: string): TransactItem {
  const mine = reviewedAttribute(role);
  const other = reviewedAttribute(role === 'buyer' ? 'seller' : 'buyer');
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: `SET ${mine} = :true${otherReviewed ? ' REMOVE gsi4pk, gsi4sk' : ''}`,
      ConditionExpression: `#status = :confirmed AND reviewBy > :now AND attribute_not_exists(${mine}) AND ${otherReviewed ? 'attribute_exists' : 'attribute_not_exists'}(${other})`,
      ExpressionAttributeNames: statusNames,
      ExpressionAttributeValues: { ':true': true, ':confirmed': 'confirmed', ':now': now },
    },
  };
}

/**
 * Closes a review window that has ended (the schedule publishes what was written in it), once. Held to the
 * sides `reviewed` as read: a review written between the read and this write (a clock a moment behind) fails it,
 * and the next run publishes that review too instead of leaving it hidden for good.
 */
export function closeReviewWindowStep(record: TransferRecord, reviewed: readonly DealRole[], now: string): TransactItem {
  const asRead = (['buyer', 'seller'] as const).map(
    (role) => `${reviewed.includes(role) ? 'attribute_exists' : 'attribute_not_exists'}(${reviewedAttribute(role)})`,
  );
  return {
    Update: {
      TableName: table(),
      Key: transferKey(record.id),
      UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
      ConditionExpression: ['attribute_exists(gsi4pk) AND reviewBy <= :now', ...asRead].join(' AND '),
      ExpressionAttributeValues: { ':now': now },
    },
  };
}

/**
 * Account deletion: a review window leaves the schedule's index at once, in the transaction that deletes the
 * hidden review the other side wrote about the deleted business. The sweep would wait on that review for good
 * (its close is held to the reviews it reads matching the transfer's marks), and the deleted business cannot
 * review any more, so there is nothing left for the window to publish.
 */
export const closeReviewWindowOfGoneStep = (record: TransferRecord): TransactItem => ({
  Update: { TableName: table(), Key: transferKey(record.id), UpdateExpression: 'REMOVE gsi4pk, gsi4sk', ConditionExpression: 'attribute_exists(pk)' },
});

import { type DealRole, DELETED_BUSINESS, type Review, type ReviewListQuery, type ReviewPage } from '@surplus/shared';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, table } from '../table/client';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../table/sort-key-cursor';
import type { TransactItem } from '../table/transactions';
import { deletePartition } from '../table/owned-records';

/**
 * Reviews: each side of a confirmed transfer may rate the other once. A review stays hidden until it is
 * published (both sides reviewed, or the window closed: review-sweep.ts); publishing puts it on the reviewed
 * business's sparse list and adds its rating to that business's totals in the same transaction, so the
 * average is one read however many reviews there are. Its id is the transfer's and the reviewer's side.
 *
 * | access pattern                                | index | partition key          | sort key                            |
 * |-----------------------------------------------|-------|------------------------|-------------------------------------|
 * | review by id (`<transferId>-b` / `-s`)        | table | REVIEW#<transferId>    | BY#<role>                           |
 * | a transfer's reviews (both sides)             | table | REVIEW#<transferId>    | BY# (all)                           |
 * | a business's published reviews, newest first  | gsi5  | REVIEWS#<revieweeId>   | <createdAt>#<id> (desc.; sparse: published only) |
 * | a business's totals (ratingSum, reviewCount)  | table | REVIEWS#<revieweeId>   | TOTALS                              |
 *
 * An account deletion keeps the reviews its business wrote, without its id and name (their ratings still count in
 * the reviewed businesses' averages), and deletes those about it with its totals.
 */
export interface ReviewRecord {
  id: string;
  transferId: string;
  /** The reviewer's side. */
  role: DealRole;
  reviewerId: number | null;
  reviewerName: string;
  /** The reviewed business (the other side); null once its account is gone. */
  revieweeId: number | null;
  rating: number;
  comment?: string;
  createdAt: string;
  publishedAt?: string;
  reply?: { text: string; createdAt: string };
}

const REVIEW_ID = /^([A-Za-z0-9_-]{16})-([bs])$/;
const LIST_KEY = /^\d{4}-\d\d-\d\dT[\d:.]+Z#[A-Za-z0-9_-]{16}-[bs]$/;
const reviewsPartition = (businessId: number) => `REVIEWS#${businessId}`;
const reviewKey = (transferId: string, role: DealRole) => ({ pk: `REVIEW#${transferId}`, sk: `BY#${role}` });
const totalsKey = (businessId: number) => ({ pk: reviewsPartition(businessId), sk: 'TOTALS' });
const listKeyOf = (record: Pick<ReviewRecord, 'createdAt' | 'id'>) => `${record.createdAt}#${record.id}`;

export const reviewIdOf = (transferId: string, role: DealRole) => `${transferId}-${role === 'buyer' ? 'b' : 's'}`;

/** The reviewed business's list entry: only a published review with a reviewee is listed. */
const listEntry = (record: ReviewRecord) =>
  record.publishedAt && record.revieweeId !== null ? { gsi5pk: reviewsPartition(record.revieweeId), gsi5sk: listKeyOf(record) } : {};

export function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    transferId: record.transferId,
    rating: record.rating,
    ...(record.comment && { comment: record.comment }),
    from: { id: record.reviewerId, businessName: record.reviewerName },
    role: record.role,
    createdAt: record.createdAt,
    ...(record.publishedAt && { publishedAt: record.publishedAt }),
    ...(record.reply && { reply: record.reply }),
  };
}

/** The write of a new review, once per transfer and side; listed at once when it is written published. */
export const reviewPut = (record: ReviewRecord): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...reviewKey(record.transferId, record.role), ...record, ...listEntry(record) },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Publishes a stored review, once: it joins the reviewed business's list. */
export function publishReviewStep(record: ReviewRecord, now: string): TransactItem {
  const entry = listEntry({ ...record, publishedAt: now });
  return {
    Update: {
      TableName: table(),
      Key: reviewKey(record.transferId, record.role),
      UpdateExpression: `SET publishedAt = :now${'gsi5pk' in entry ? ', gsi5pk = :pk, gsi5sk = :sk' : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(publishedAt)',
      ExpressionAttributeValues: { ':now': now, ...('gsi5pk' in entry && { ':pk': entry.gsi5pk, ':sk': entry.gsi5sk }) },
    },
  };
}

/** Adds a published rating to its business's totals (in the transaction that publishes it). */
export const addToTotalsStep = (businessId: number, rating: number): TransactItem => ({
  Update: {
    TableName: table(),
    Key: totalsKey(businessId),
    UpdateExpression: 'ADD ratingSum :rating, reviewCount :one',
    ExpressionAttributeValues: { ':rating': rating, ':one': 1 },
  },
});

export async function findReview(id: string): Promise<ReviewRecord | null> {
  const match = REVIEW_ID.exec(id);
  if (!match) return null;
  return findReviewBy(match[1]!, match[2] === 'b' ? 'buyer' : 'seller');
}

export async function findReviewBy(transferId: string, role: DealRole): Promise<ReviewRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: reviewKey(transferId, role), ConsistentRead: true }));
  return (Item as ReviewRecord | undefined) ?? null;
}

/** The reviews written for a transfer (none, one or both sides). */
export async function reviewsOfTransfer(transferId: string): Promise<ReviewRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :by)',
      ExpressionAttributeValues: { ':pk': reviewKey(transferId, 'buyer').pk, ':by': 'BY#' },
      ConsistentRead: true,
    }),
  );
  return Items as ReviewRecord[];
}

/** Sets the reviewed business's reply to a published review, once: false when there already is one. */
export async function setReply(record: ReviewRecord, reply: NonNullable<ReviewRecord['reply']>): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: reviewKey(record.transferId, record.role),
        UpdateExpression: 'SET reply = :reply',
        ConditionExpression: 'attribute_exists(publishedAt) AND attribute_not_exists(reply)',
        ExpressionAttributeValues: { ':reply': reply },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** One page of a business's published reviews, newest first, with the average over all of them (one decimal). */
export async function reviewsPage(businessId: number, query: ReviewListQuery): Promise<ReviewPage> {
  const before = query.cursor ? decodeSortKeyCursor(query.cursor, LIST_KEY) : undefined;
  const [totals, { Items = [] }] = await Promise.all([
    db.send(new GetCommand({ TableName: table(), Key: totalsKey(businessId) })),
    db.send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi5',
        KeyConditionExpression: before ? 'gsi5pk = :pk AND gsi5sk < :before' : 'gsi5pk = :pk',
        ExpressionAttributeValues: { ':pk': reviewsPartition(businessId), ...(before ? { ':before': before } : {}) },
        ScanIndexForward: false,
        Limit: query.limit + 1,
      }),
    ),
  ]);
  const { ratingSum = 0, reviewCount = 0 } = (totals.Item ?? {}) as { ratingSum?: number; reviewCount?: number };
  const records = Items as ReviewRecord[];
  const page = records.slice(0, query.limit);
  const last = page.at(-1);
  return {
    average: reviewCount > 0 ? Math.round((ratingSum * 10) / reviewCount) / 10 : null,
    count: reviewCount,
    items: page.map(toReview),
    nextCursor: records.length > query.limit && last ? encodeSortKeyCursor(listKeyOf(last)) : null,
  };
}

/** Account deletion: the reviewer's id and name leave a review it wrote; its rating stays where it counts. */
export async function forgetReviewer(record: ReviewRecord, userId: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: table(),
        Key: reviewKey(record.transferId, record.role),
        UpdateExpression: 'SET reviewerId = :none, reviewerName = :gone',
        ConditionExpression: 'reviewerId = :user',
        ExpressionAttributeValues: { ':none': null, ':gone': DELETED_BUSINESS, ':user': userId },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Account deletion: a review about the deleted business goes (with its list entry), in a transaction. */
export const deleteReviewStep = (record: Pick<ReviewRecord, 'transferId' | 'role'>): TransactItem => ({
  Delete: { TableName: table(), Key: reviewKey(record.transferId, record.role) },
});

/** Account deletion: a published review about the deleted business goes (with its list entry). */
export async function deleteReview(record: Pick<ReviewRecord, 'transferId' | 'role'>): Promise<void> {
  await db.send(new DeleteCommand({ TableName: table(), Key: reviewKey(record.transferId, record.role) }));
}

/**
 * Up to `limit` published reviews still listed about the business (a bounded step of an account deletion, after its
 * transfers: a review published from a transfer read just before it was forgotten).
 */
export async function firstReviewsAbout(businessId: number, limit: number): Promise<ReviewRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi5',
      KeyConditionExpression: 'gsi5pk = :pk',
      ExpressionAttributeValues: { ':pk': reviewsPartition(businessId) },
      Limit: limit,
    }),
  );
  return Items as ReviewRecord[];
}

/** Account deletion: the business's review totals go with its page. */
export const deleteReviewTotalsOf = (businessId: number) => deletePartition(reviewsPartition(businessId));

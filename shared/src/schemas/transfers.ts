import * as z from 'zod/mini';
import { TRANSFER_LIMITS, TRANSFER_STATUSES } from '../transfers';
import { integer, maxLength, minLength } from './zod';

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : message) })
    .check(integer(message), z.minimum(min, message), z.maximum(max, message));
};

/** 1000 as `1,000` (not toLocaleString: the browser's number formats load in a long task). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const text = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).check(z.trim(), maxLength(max, `${name} must be at most ${grouped(max)} characters`));
const requiredText = (name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .check(z.trim(), minLength(1, `${name} is required`), maxLength(max, `${name} must be at most ${grouped(max)} characters`));

/** Body of POST /api/holds/{id}/handover: 1 to the held quantity (checked against the hold). */
export const handoverSchema = z.strictObject({
  quantity: whole('quantity', 1, 1_000_000),
  note: z.optional(text('note', TRANSFER_LIMITS.noteMax)),
});
export type HandoverInput = z.input<typeof handoverSchema>;

/** Body of POST /api/inventory/{id}/transfers: a sale made elsewhere, at most the available quantity. */
export const selfReportSchema = z.strictObject({
  quantity: whole('quantity', 1, 1_000_000),
  buyerName: z.optional(text('buyerName', TRANSFER_LIMITS.buyerNameMax)),
  note: z.optional(text('note', TRANSFER_LIMITS.noteMax)),
});
export type SelfReportInput = z.input<typeof selfReportSchema>;

/** Body of POST /api/transfers/{id}/dispute. */
export const disputeSchema = z.strictObject({ message: requiredText('message', TRANSFER_LIMITS.disputeMessageMax) });
export type DisputeInput = z.input<typeof disputeSchema>;

/** Query string of GET /api/transfers. */
export const transferListQuerySchema = z.strictObject({
  role: z.enum(['buyer', 'seller'], { error: 'role must be buyer or seller' }),
  status: z.optional(z.enum(TRANSFER_STATUSES, { error: `status must be one of ${TRANSFER_STATUSES.join(', ')}` })),
  limit: z._default(z.coerce.number().check(integer(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(z.string().check(minLength(1), maxLength(1024))),
});
export type TransferListQuery = z.output<typeof transferListQuerySchema>;

/** Body of POST /api/transfers/{id}/review. */
export const reviewCreateSchema = z.strictObject({
  rating: whole('rating', 1, 5),
  comment: z.optional(text('comment', TRANSFER_LIMITS.reviewCommentMax)),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** Body of POST /api/reviews/{id}/reply. */
export const reviewReplySchema = z.strictObject({ reply: requiredText('reply', TRANSFER_LIMITS.replyMax) });
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** Query string of GET /api/businesses/{id}/reviews. */
export const reviewListQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(integer(), z.minimum(1), z.maximum(50)), 10),
  cursor: z.optional(z.string().check(minLength(1), maxLength(1024))),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

import * as z from 'zod/mini';
import { DEAL_LIMITS, HOLD_STATUSES, PRICE_MODES } from '../deals';
import { integer, maxLength, minLength } from './zod';

const whole = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : message) })
    .check(integer(message), z.minimum(min, message), z.maximum(max, message));
};

export const priceModeSchema = z.enum(PRICE_MODES, { error: `priceMode must be one of ${PRICE_MODES.join(', ')}` });
export const unitPriceCentsSchema = whole('unitPriceCents', DEAL_LIMITS.unitPriceCentsMin, DEAL_LIMITS.unitPriceCentsMax);

/** Body of POST /api/inquiries/{id}/offers. */
export const offerCreateSchema = z.strictObject({
  quantity: whole('quantity', 1, 1_000_000),
  unitPriceCents: whole('unitPriceCents', 0, DEAL_LIMITS.unitPriceCentsMax),
  message: z.optional(z.string().check(z.trim(), maxLength(DEAL_LIMITS.offerMessageMax, `message must be at most ${DEAL_LIMITS.offerMessageMax} characters`))),
  expiresInHours: z._default(whole('expiresInHours', DEAL_LIMITS.offerHoursMin, DEAL_LIMITS.offerHoursMax), DEAL_LIMITS.offerHoursDefault),
});
export type OfferCreateInput = z.input<typeof offerCreateSchema>;

/** Body of POST /api/inventory/{id}/holds: reserve at the asking price. */
export const holdCreateSchema = z.strictObject({ quantity: whole('quantity', 1, 1_000_000) });
export type HoldCreateInput = z.input<typeof holdCreateSchema>;

/** Body of POST /api/holds/{id}/extend. */
export const holdExtendSchema = z.strictObject({ days: whole('days', DEAL_LIMITS.extendDaysMin, DEAL_LIMITS.extendDaysMax) });

/** Query string of GET /api/holds. */
export const holdListQuerySchema = z.strictObject({
  role: z.enum(['buyer', 'seller'], { error: 'role must be buyer or seller' }),
  status: z.optional(z.enum(HOLD_STATUSES, { error: `status must be one of ${HOLD_STATUSES.join(', ')}` })),
  limit: z._default(z.coerce.number().check(integer(), z.minimum(1), z.maximum(50)), 20),
  cursor: z.optional(z.string().check(minLength(1), maxLength(1024))),
});
export type HoldListQuery = z.output<typeof holdListQuerySchema>;

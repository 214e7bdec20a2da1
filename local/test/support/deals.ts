import Papa from 'papaparse';
import { expect, inject } from 'vitest';
import type {
  BusinessImpact,
  Hold,
  HoldPage,
  InquiryThread,
  InventoryItem,
  MarketplaceImpact,
  NotificationPage,
  Offer,
  Review,
  ReviewPage,
  Transfer,
  TransferPage,
  UserNotification,
} from '@surplus/shared';
import { TRANSFER_LIMITS } from '@surplus/shared';
import type { ApiClient, ApiResponse } from '../../src/api-client';
import { readOutbox, type OutboxMessage } from '../../src/outbox';
import { createItem, signedInBusiness } from './fixtures';

/**
 * Helpers of the deals API tests (deals-*.test.ts, transfers.test.ts, reviews.test.ts): priced listings, holds,
 * offers, transfers, impact and reviews, and what the other party is told. Each takes the client of the user who
 * acts, as a browser would call.
 */

export type Business = Awaited<ReturnType<typeof signedInBusiness>>;

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** A listing of `seller` at a fixed price of `unitPriceCents` (other fields as given). */
export const pricedListing = (seller: ApiClient, quantity: number, unitPriceCents = 12_000, overrides: Record<string, unknown> = {}) =>
  createItem(seller, { quantity, priceMode: 'fixed', unitPriceCents, ...overrides });

export const listing = async (client: ApiClient, id: number) => {
  const response = await client.get<InventoryItem>(`/api/inventory/item/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

/** What a listing has on hold and left to reserve, as its payload says. */
export const counters = async (client: ApiClient, id: number) => {
  const { quantity, heldQuantity, availableQuantity } = await listing(client, id);
  return { quantity, heldQuantity, availableQuantity };
};

export const reserve = (buyer: ApiClient, itemId: number, quantity: number) => buyer.post<Hold>(`/api/inventory/${itemId}/holds`, { quantity });
export const getHold = (client: ApiClient, holdId: string) => client.get<Hold>(`/api/holds/${holdId}`);
export const holdsOf = (client: ApiClient, query: string) => client.get<HoldPage>(`/api/holds?${query}`);
export const releaseHold = (client: ApiClient, holdId: string) => client.post<Hold>(`/api/holds/${holdId}/release`);
export const extendHold = (client: ApiClient, holdId: string, days: number) => client.post<Hold>(`/api/holds/${holdId}/extend`, { days });

export interface OfferTerms {
  quantity: number;
  unitPriceCents: number;
  message?: string;
  expiresInHours?: number;
}
/** A buyer's offer from the listing page (opens or reuses their thread with the listing). */
export const offerOnListing = (buyer: ApiClient, itemId: number, terms: OfferTerms | Record<string, unknown>) =>
  buyer.post<Offer>(`/api/inventory/${itemId}/offers`, terms);
/** An offer or counter-offer in a thread, by either party. */
export const offerInThread = (client: ApiClient, threadId: string, terms: OfferTerms | Record<string, unknown>) =>
  client.post<Offer>(`/api/inquiries/${threadId}/offers`, terms);
export const acceptOffer = (client: ApiClient, offerId: string) => client.post<{ offer: Offer; hold: Hold }>(`/api/offers/${offerId}/accept`);
export const declineOffer = (client: ApiClient, offerId: string) => client.post<Offer>(`/api/offers/${offerId}/decline`);
export const withdrawOffer = (client: ApiClient, offerId: string) => client.post<Offer>(`/api/offers/${offerId}/withdraw`);

export const thread = async (client: ApiClient, threadId: string) => {
  const response = await client.get<InquiryThread>(`/api/inquiries/${threadId}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

/** The answer's status and body as one value, so a failure shows both. */
export const answer = (response: ApiResponse) => ({ status: response.status, body: response.json });
/** A refusal: its status and `{ message }`. */
export const refused = (status: number, message: string | ReturnType<typeof expect.stringContaining>) => ({ status, body: { message } });

/** The `message` of a refusal. */
export const messageOf = (response: ApiResponse<unknown>) => (response.json as { message?: string } | undefined)?.message ?? '';

/** The body of a 2xx answer, failing the test with the answer's text otherwise. */
export function ok<T>(response: ApiResponse<T>, status = 200): T {
  expect(response.status, response.text.slice(0, 500)).toBe(status);
  return response.json;
}

/** A hold's end, `ms` after its start. */
export const endsAfter = (hold: Pick<Hold, 'createdAt' | 'expiresAt'>) => Date.parse(hold.expiresAt) - Date.parse(hold.createdAt);

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met after ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const dealNotifications = async (client: ApiClient) =>
  (await client.get<NotificationPage>('/api/notifications?limit=50')).json.items.filter(
    (notification): notification is Extract<UserNotification, { type: 'deal' }> => notification.type === 'deal',
  );

/** Waits for the user's deal notification that `match` picks. */
export const dealNotification = (client: ApiClient, match: Record<string, unknown>) =>
  until(
    () => dealNotifications(client),
    (items) => items.some((item) => matches(item, match)),
    10_000,
    `deal notification ${JSON.stringify(match)}`,
  ).then((items) => items.find((item) => matches(item, match))!);

const matches = (value: object, match: Record<string, unknown>) => Object.entries(match).every(([key, want]) => (value as Record<string, unknown>)[key] === want);

/** Mails the runtime of `dataDir` sent to `email`, newest first, once there are at least `count`. */
export const mailsTo = (email: string, count = 1, dataDir: string = inject('dataDir')) =>
  until(
    async () => (await readOutbox(dataDir)).filter((mail) => mail.to.includes(email)),
    (mails: OutboxMessage[]) => mails.length >= count,
    10_000,
    `${count} mails to ${email}`,
  );

// Transfers, the impact ledger and reviews (transfers.test.ts, reviews.test.ts, deals-sweep.test.ts).

export const handOver = (seller: ApiClient, holdId: string, body: Record<string, unknown>) => seller.post<Transfer>(`/api/holds/${holdId}/handover`, body);
export const recordSale = (seller: ApiClient, itemId: number, body: Record<string, unknown>) => seller.post<Transfer>(`/api/inventory/${itemId}/transfers`, body);
export const getTransfer = (client: ApiClient, id: string) => client.get<Transfer>(`/api/transfers/${id}`);
export const transfersOf = (client: ApiClient, query: string) => client.get<TransferPage>(`/api/transfers?${query}`);
export const confirmTransfer = (client: ApiClient, id: string) => client.post<Transfer>(`/api/transfers/${id}/confirm`);
export const disputeTransfer = (client: ApiClient, id: string, message: unknown) => client.post<Transfer>(`/api/transfers/${id}/dispute`, { message });
export const cancelTransfer = (client: ApiClient, id: string) => client.post<Transfer>(`/api/transfers/${id}/cancel`);
export const reviewTransfer = (client: ApiClient, id: string, body: Record<string, unknown>) => client.post<Review>(`/api/transfers/${id}/review`, body);
export const replyToReview = (client: ApiClient, id: string, reply: unknown) => client.post<Review>(`/api/reviews/${id}/reply`, { reply });
export const reviewsOf = (client: ApiClient, businessId: number, query = '') => client.get<ReviewPage>(`/api/businesses/${businessId}/reviews${query && `?${query}`}`);

export const businessImpact = async (client: ApiClient, businessId: number) => ok(await client.get<BusinessImpact>(`/api/businesses/${businessId}/impact`));
export const marketplaceImpact = async (client: ApiClient) => ok(await client.get<MarketplaceImpact>('/api/impact'));

/** The `count` months up to and including this one, oldest first (`YYYY-MM`, UTC), as the impact figures cover them. */
export function lastMonths(count: number = TRANSFER_LIMITS.impactMonths, now = new Date()): string[] {
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1)).toISOString().slice(0, 7));
}

/** A hold of `quantity` of the listing, reserved by `buyer` and handed over whole (or `handed` of it) by `seller`. */
export async function handedOver(seller: Business, buyer: Business, itemId: number, quantity: number, handed = quantity) {
  const hold = ok(await reserve(buyer.client, itemId, quantity), 201);
  const transfer = ok(await handOver(seller.client, hold.id, { quantity: handed }), 201);
  return { hold, transfer };
}

/** A transfer handed over and confirmed by its buyer (its review window open). */
export async function confirmedTransfer(seller: Business, buyer: Business, itemId: number, quantity: number): Promise<Transfer> {
  const { transfer } = await handedOver(seller, buyer, itemId, quantity);
  return ok(await confirmTransfer(buyer.client, transfer.id));
}

/** The caller's ledger lines from GET /api/transfers/export, as the CSV's rows (header checked). */
export async function exportedLines(client: ApiClient): Promise<Record<string, string>[]> {
  const response = await client.get('/api/transfers/export');
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.text.split('\r\n')[0]).toBe('date,listing,counterparty,role,category,quantity,kgPerUnit,kg,status');
  const parsed = Papa.parse<Record<string, string>>(response.text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** A seller, a buyer and a business with no part in their deals, registered at once. */
export async function parties(): Promise<{ seller: Business; buyer: Business; stranger: Business }> {
  const [seller, buyer, stranger] = await Promise.all([signedInBusiness(), signedInBusiness(), signedInBusiness()]);
  return { seller, buyer, stranger };
}

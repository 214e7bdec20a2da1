import { z } from 'zod';
import type { core } from 'zod/mini';
import {
  categoryListQuerySchema,
  DEAL_LIMITS,
  TRANSFER_LIMITS,
  TRANSFER_MESSAGES,
  accountDeleteSchema,
  disputeSchema,
  handoverSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewReplySchema,
  selfReportSchema,
  transferListQuerySchema,
  forgotPasswordSchema,
  holdCreateSchema,
  holdExtendSchema,
  holdListQuerySchema,
  inquiryCreateSchema,
  inquiryMessageSchema,
  IDEMPOTENCY_KEY_HEADER,
  importFromUploadSchema,
  importQuerySchema,
  importUploadSchema,
  itemCreateSchema,
  itemUpdateSchema,
  listQuerySchema,
  loginSchema,
  notificationsReadSchema,
  offerCreateSchema,
  ownListQuerySchema,
  pageQuerySchema,
  passwordChangeSchema,
  presignSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  savedSearchCreateSchema,
  suggestQuerySchema,
  oneClickUnsubscribeSchema,
  unsubscribeQuerySchema,
} from '@surplus/shared';
import * as answers from './responses';

interface OperationBody {
  contentType: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded' | 'text/csv';
  schema: core.$ZodType;
  /** A request body the schema takes, shown as the media type's example (test/openapi-examples.test.ts parses each). */
  example?: unknown;
}

/** A JSON body with its example, typed as the schema's input. */
const json = <Schema extends core.$ZodType>(schema: Schema, example: core.input<Schema>): OperationBody => ({
  contentType: 'application/json',
  schema,
  example,
});

/** What the document says of one route of functions/src/routes.ts, keyed `METHOD /path`. */
export interface Operation {
  summary: string;
  tag: string;
  auth?: 'required' | 'optional';
  /** The query string's object schema (shared schemas are zod/mini; document.ts makes them classic). */
  query?: core.$ZodObject;
  /** The request body, or its alternatives (one per content type). */
  body?: OperationBody | OperationBody[];
  /** Optional request headers of this route, beside the CSRF-Token of every non-GET. */
  headers?: Record<string, string>;
  /** The success status and its answer; errors are always `{ message }`. */
  ok: [status: number, schema: z.ZodType | null, description?: string];
  /** Error statuses beside the ones every route may answer (403 CSRF/origin, 413, 429, 503). */
  errors?: number[];
  /** What an error status means on this route, where document.ts's general text does not say it. */
  errorText?: Partial<Record<number, string>>;
}

const list = (summary: string, query: core.$ZodObject): Operation => ({
  summary,
  tag: 'Listings',
  auth: 'optional',
  query,
  ok: [200, answers.itemListResponse],
  errors: [400],
});

const DEALS = 'Deals';
/** The body of both offer routes: from the listing page and in a thread. */
const offerBody = json(offerCreateSchema, { quantity: 2, unitPriceCents: 70_000, message: 'We can collect both on Friday.', expiresInHours: 48 });
/** The 403s of a deal route beside the CSRF/origin ones. */
const dealForbidden = (why: string) => `${why}; or a missing or invalid CSRF token, or a request that did not come through the site`;
const IMPACT = 'Impact';
const TRANSFER_NOT_FOUND = `No such transfer, or one of others ("${TRANSFER_MESSAGES.transferNotFound}")`;
const OFFER_NOT_OPEN = 'The offer is no longer open ("This offer is <status>")';
const offerAnswer = (summary: string, forbidden: string, ok: z.ZodType = answers.offerResponse, conflict = OFFER_NOT_OPEN): Operation => ({
  summary,
  tag: DEALS,
  auth: 'required',
  ok: [200, ok],
  errors: [401, 403, 404, 409],
  errorText: {
    403: dealForbidden(forbidden),
    404: 'No such offer, or one of a thread of others',
    409: conflict,
  },
});

export const operations: Record<string, Operation> = {
  'GET /api/csrf-token': { summary: 'A CSRF token for the CSRF-Token header of every non-GET call', tag: 'Session', ok: [200, answers.csrfTokenResponse] },
  'GET /api/user': { summary: 'The signed-in user', tag: 'Session', auth: 'required', ok: [200, answers.userResponse], errors: [401] },
  'PUT /api/user': {
    summary: 'Change the business name, e-mail, phone or location; every listing follows within seconds',
    tag: 'Account',
    auth: 'required',
    body: { contentType: 'application/json', schema: profileUpdateSchema },
    ok: [200, answers.userResponse],
    errors: [400, 401, 409],
  },
  'DELETE /api/user': {
    summary:
      'Close the account at once (every session ends, sign-in is refused) and queue the job that deletes everything stored about it ' +
      '(listings, images, saved, searches, notifications, its side of threads, import files); when it ends, the username and e-mail are free again',
    tag: 'Account',
    auth: 'required',
    body: { contentType: 'application/json', schema: accountDeleteSchema },
    ok: [202, answers.messageResponse, 'Closed; the deletion runs as a job'],
    errors: [400, 401],
  },
  'POST /api/user/password': {
    summary: 'Change the password: other sessions end, this one stays; a wrong current password counts as a failed sign-in',
    tag: 'Account',
    auth: 'required',
    body: { contentType: 'application/json', schema: passwordChangeSchema },
    ok: [200, answers.messageResponse],
    errors: [400, 401],
  },
  'GET /api/user/export': {
    summary: 'Everything stored about the caller as a JSON attachment (never the password hash)',
    tag: 'Account',
    auth: 'required',
    ok: [200, null, 'application/json attachment'],
    errors: [401],
  },
  'POST /api/login': {
    summary: 'Sign in: the user and a new session cookie',
    tag: 'Session',
    body: json(loginSchema, { username: 'harbor-doors', password: 'correct-horse-42' }),
    ok: [200, answers.userResponse],
    errors: [400, 401],
  },
  'POST /api/register': {
    summary: 'Register a business and sign it in',
    tag: 'Session',
    body: json(registerSchema, {
      username: 'harbor-doors',
      password: 'correct-horse-42',
      businessName: 'Harbor Door Supply',
      email: 'sales@example.com',
      phone: '(813) 555-0142',
      location: 'Tampa, FL',
      zip: '33602',
    }),
    ok: [201, answers.userResponse],
    errors: [400, 409],
  },
  'POST /api/logout': { summary: 'Sign out (the session is deleted on the server)', tag: 'Session', ok: [200, answers.messageResponse] },
  'GET /api/inventory': list('Every listing, newest first (or one page with `limit`), optionally searched and filtered', listQuerySchema),
  'GET /api/inventory/door': list('Door listings', categoryListQuerySchema),
  'GET /api/inventory/part': list('Part listings', categoryListQuerySchema),
  'GET /api/inventory/user': { ...list('The signed-in user\'s listings', ownListQuerySchema), auth: 'required', errors: [400, 401] },
  'GET /api/inventory/user/export': {
    summary: 'The signed-in user\'s listings as a CSV attachment (gzipped when accepted)',
    tag: 'Import and export',
    auth: 'required',
    ok: [200, null, 'text/csv'],
    errors: [401],
  },
  'GET /api/inventory/item/{id}': { summary: 'One listing', tag: 'Listings', ok: [200, answers.itemResponse], errors: [400, 404] },
  'GET /api/inventory/facets': {
    summary: 'How many listings match, and per filter value how many match every other filter',
    tag: 'Listings',
    auth: 'optional',
    query: listQuerySchema,
    ok: [200, answers.facetsResponse],
    errors: [400],
  },
  'GET /api/inventory/stats': { summary: 'Site-wide counts and the caller\'s own', tag: 'Listings', auth: 'optional', ok: [200, answers.statsResponse] },
  'GET /api/businesses': { summary: 'Businesses with listings, by name, with their counts', tag: 'Listings', ok: [200, answers.businessesResponse] },
  'GET /api/businesses/{id}': {
    summary: 'A business\'s public profile with the figures of its current listings',
    tag: 'Listings',
    ok: [200, answers.businessProfileResponse],
    errors: [404],
  },
  'GET /api/search/suggest': {
    summary: 'Up to 8 typeahead completions',
    tag: 'Listings',
    query: suggestQuerySchema,
    ok: [200, answers.suggestionsResponse],
    errors: [400],
  },
  'POST /api/inventory': {
    summary: 'Create a listing',
    tag: 'Listings',
    auth: 'required',
    body: json(itemCreateSchema, {
      category: 'door',
      name: '10x10 insulated sectional door',
      itemId: 'SD-1010-WHT',
      description: 'Unused white steel sectional door from a cancelled order, still crated with its hardware.',
      quantity: 2,
      priceMode: 'fixed',
      unitPriceCents: 85_000,
      doorType: 'sectional',
      widthIn: 120,
      heightIn: 120,
      material: 'steel',
      insulated: true,
      rValue: 12.9,
      color: 'white',
      windRated: false,
    }),
    ok: [201, answers.itemResponse],
    errors: [400, 401],
  },
  'POST /api/inventory/imports': {
    summary:
      'Start a CSV import job: the CSV in the body (up to 4.5 MB) or the uploadKey of one uploaded first (up to 50 MB). Only the size, type ' +
      'and header are checked here; the job checks every row (all or nothing) and writes them in steps',
    tag: 'Import and export',
    auth: 'required',
    query: importQuerySchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: 'Optional: a repeated request with the same key answers the first job' },
    body: [
      { contentType: 'text/csv', schema: z.string() },
      { contentType: 'application/json', schema: importFromUploadSchema },
    ],
    ok: [202, answers.importJobStartedResponse, 'The job, queued'],
    errors: [400, 401, 415],
  },
  'POST /api/inventory/imports/upload': {
    summary: 'A presigned S3 POST for one CSV file of up to 50 MB; its uploadKey then starts the import',
    tag: 'Import and export',
    auth: 'required',
    body: { contentType: 'application/json', schema: importUploadSchema },
    ok: [200, answers.importUploadResponse],
    errors: [400, 401],
  },
  'GET /api/inventory/imports': {
    summary: 'The caller\'s newest import jobs (at most 20), newest first, with their errors counted',
    tag: 'Import and export',
    auth: 'required',
    ok: [200, answers.importJobListResponse],
    errors: [401],
  },
  'GET /api/inventory/imports/{id}': {
    summary: 'One of the caller\'s import jobs, with every row error of a failed one',
    tag: 'Import and export',
    auth: 'required',
    ok: [200, answers.importJobResponse],
    errors: [401, 404],
  },
  'PUT /api/inventory/{id}': {
    summary: 'Update an own listing',
    tag: 'Listings',
    auth: 'required',
    body: json(itemUpdateSchema, { quantity: 1, priceMode: 'negotiable', unitPriceCents: 79_000 }),
    ok: [200, answers.itemResponse],
    errors: [400, 401, 404, 409],
    errorText: {
      409: `A quantity below the units on hold ("N are on hold: quantity must be at least N"), or a listing whose quantity reached 0 by transfers ("${TRANSFER_MESSAGES.allTransferred}")`,
    },
  },
  'DELETE /api/inventory/{id}': {
    summary: 'Delete an own listing',
    tag: 'Listings',
    auth: 'required',
    ok: [200, answers.messageResponse],
    errors: [401, 404, 409],
    errorText: { 409: 'Units of the listing are on hold: release the holds first' },
  },
  'POST /api/upload/image': {
    summary: 'Upload an image directly (at most 4.5 MB: larger ones, up to 5 MB, go through the presigned upload)',
    tag: 'Images',
    auth: 'required',
    body: { contentType: 'multipart/form-data', schema: z.object({ image: z.string().describe('binary') }) },
    ok: [200, answers.imageUploadResponse],
    errors: [400, 401, 415],
  },
  'POST /api/upload/presign': {
    summary: 'A presigned S3 POST for one image of up to 5 MB',
    tag: 'Images',
    auth: 'required',
    body: { contentType: 'application/json', schema: presignSchema },
    ok: [200, answers.presignedUploadResponse],
    errors: [400, 401],
  },
  'GET /api/image/{path+}': { summary: 'An uploaded image as base64', tag: 'Images', ok: [200, answers.imageDataResponse], errors: [404, 413] },
  'POST /api/forgot-password': {
    summary: 'E-mail a password-reset link (the same answer whether or not the address exists)',
    tag: 'Session',
    body: { contentType: 'application/json', schema: forgotPasswordSchema },
    ok: [200, answers.messageResponse],
    errors: [400],
  },
  'POST /api/reset-password': {
    summary: 'Set a new password with a reset token; every session of the user ends',
    tag: 'Session',
    body: { contentType: 'application/json', schema: resetPasswordSchema },
    ok: [200, answers.messageResponse],
    errors: [400],
  },
  'GET /api/saved': {
    summary: 'The caller\'s saved listings as they are now, newest saved first',
    tag: 'Saved and notifications',
    auth: 'required',
    query: pageQuerySchema,
    ok: [200, answers.savedPageResponse],
    errors: [400, 401],
  },
  'PUT /api/saved/{id}': { summary: 'Save a listing (idempotent)', tag: 'Saved and notifications', auth: 'required', ok: [200, answers.savedResponse], errors: [400, 401, 404] },
  'DELETE /api/saved/{id}': { summary: 'Unsave a listing', tag: 'Saved and notifications', auth: 'required', ok: [200, answers.savedResponse], errors: [400, 401] },
  'GET /api/saved-searches': { summary: 'The caller\'s saved searches, newest first', tag: 'Saved and notifications', auth: 'required', ok: [200, answers.savedSearchesResponse], errors: [401] },
  'POST /api/saved-searches': {
    summary: 'Save a search (at most 20); new matching listings of other businesses notify the caller. 200 with the same search already saved',
    tag: 'Saved and notifications',
    auth: 'required',
    body: { contentType: 'application/json', schema: savedSearchCreateSchema },
    ok: [201, answers.savedSearchResponse],
    errors: [400, 401],
  },
  'DELETE /api/saved-searches/{id}': { summary: 'Delete an own saved search', tag: 'Saved and notifications', auth: 'required', ok: [200, answers.messageResponse], errors: [401, 404] },
  'GET /api/notifications': {
    summary: 'The caller\'s notifications, newest first, with the unread count',
    tag: 'Saved and notifications',
    auth: 'required',
    query: pageQuerySchema,
    ok: [200, answers.notificationPageResponse],
    errors: [400, 401],
  },
  'POST /api/notifications/read': {
    summary: 'Mark notifications read, by id or all',
    tag: 'Saved and notifications',
    auth: 'required',
    body: { contentType: 'application/json', schema: notificationsReadSchema },
    ok: [200, answers.unreadResponse],
    errors: [400, 401],
  },
  'GET /api/inquiries': {
    summary: 'The caller\'s inquiry threads, newest activity first, with the count of unread ones',
    tag: 'Inquiries',
    auth: 'required',
    query: pageQuerySchema,
    ok: [200, answers.inquiryPageResponse],
    errors: [400, 401],
  },
  'POST /api/inquiries': {
    summary: 'Ask the business of a listing: adds to the open thread of this listing and caller, or opens one (10 new threads and 30 messages an hour)',
    tag: 'Inquiries',
    auth: 'required',
    body: json(inquiryCreateSchema, { itemId: 42, message: 'Is the door still crated? We could pick it up next week.' }),
    ok: [201, answers.inquiryCreatedResponse],
    errors: [400, 401, 404],
  },
  'GET /api/inquiries/{id}': {
    summary:
      'One of the caller\'s threads with its messages (oldest first; the lines of deal events carry the event and the offer or hold) ' +
      'and its offers and holds (newest first), marked read; 404 for a thread of others',
    tag: 'Inquiries',
    auth: 'required',
    ok: [200, answers.inquiryThreadResponse],
    errors: [401, 404],
  },
  'POST /api/inquiries/{id}/messages': {
    summary: 'A message in one of the caller\'s threads; the other party gets a notification and an e-mail',
    tag: 'Inquiries',
    auth: 'required',
    body: { contentType: 'application/json', schema: inquiryMessageSchema },
    ok: [201, answers.inquiryCreatedResponse],
    errors: [400, 401, 404],
  },
  'POST /api/inventory/{id}/holds': {
    summary:
      `Reserve units of a listing at its asking price (a fixed, negotiable or free listing; the buyer, not its seller) for the stage's hold length (${DEAL_LIMITS.holdDaysDefault} days unless set): ` +
      'in the caller\'s thread with the listing, opened when there is none. The seller gets a notification and an e-mail',
    tag: DEALS,
    auth: 'required',
    body: json(holdCreateSchema, { quantity: 1 }),
    ok: [201, answers.holdResponse],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden('The caller\'s own listing'),
      404: 'No such listing',
      409: 'A listing without a price ("Make an offer: this listing has no price"), or more than is available ("Only N available")',
    },
  },
  'POST /api/inventory/{id}/offers': {
    summary:
      'A buyer\'s offer from the listing page: in the caller\'s thread with the listing, opened when there is none (a counter-offer when the seller\'s offer is open there)',
    tag: DEALS,
    auth: 'required',
    body: offerBody,
    ok: [201, answers.offerResponse],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden('The caller\'s own listing'),
      404: 'No such listing',
      409: 'More than is available ("Only N available"), or the caller\'s own offer is open in the thread: withdraw it first',
    },
  },
  'POST /api/inquiries/{id}/offers': {
    summary:
      'An offer by either party of one of the caller\'s threads; with the other party\'s offer open, it is a counter-offer and that one becomes countered. ' +
      'The other party gets a notification and an e-mail',
    tag: DEALS,
    auth: 'required',
    body: offerBody,
    ok: [201, answers.offerResponse],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      404: 'No such thread, or one of others',
      409: 'The caller\'s own offer is open in the thread (withdraw it first), more than is available ("Only N available"), or the listing or the other business is gone',
    },
  },
  'POST /api/offers/{id}/accept': offerAnswer(
    'Accept an open offer (the party that did not make it): the offer\'s quantity goes on hold for the buyer at the offer\'s price, in the same step',
    'The caller made the offer: only the other party can accept it',
    answers.offerAcceptedResponse,
    `${OFFER_NOT_OPEN}, or more than is available now ("Only N available")`,
  ),
  'POST /api/offers/{id}/decline': offerAnswer('Decline an open offer (the party that did not make it)', 'The caller made the offer: only the other party can decline it'),
  'POST /api/offers/{id}/withdraw': offerAnswer('Withdraw an open offer (the party that made it)', 'The other party made the offer: only its maker can withdraw it'),
  'GET /api/holds': {
    summary: 'The caller\'s holds as buyer or seller, newest first, optionally of one status',
    tag: DEALS,
    auth: 'required',
    query: holdListQuerySchema,
    ok: [200, answers.holdPageResponse],
    errors: [400, 401],
  },
  'GET /api/holds/{id}': {
    summary: 'One hold of the caller\'s, as buyer or seller; 404 for a hold of others',
    tag: DEALS,
    auth: 'required',
    ok: [200, answers.holdResponse],
    errors: [401, 404],
  },
  'POST /api/holds/{id}/extend': {
    summary: `Give an active hold more days (its seller), up to ${DEAL_LIMITS.holdDaysMax} days from its start; the buyer gets a notification and an e-mail`,
    tag: DEALS,
    auth: 'required',
    body: { contentType: 'application/json', schema: holdExtendSchema },
    ok: [200, answers.holdResponse],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden('The caller is the buyer: only the seller can extend a hold'),
      404: 'No such hold, or one of others',
      409: `The hold is no longer active ("This hold is <status>"), or it would run past ${DEAL_LIMITS.holdDaysMax} days from its start`,
    },
  },
  'POST /api/holds/{id}/release': {
    summary: 'End an active hold early (either party): its units are available again on the listing',
    tag: DEALS,
    auth: 'required',
    ok: [200, answers.holdResponse, 'The hold, released'],
    errors: [401, 403, 404, 409],
    errorText: {
      404: 'No such hold, or one of others',
      409: 'The hold is no longer active ("This hold is <status>")',
    },
  },
  'POST /api/holds/{id}/handover': {
    summary:
      'Hand over units of an active hold (its seller): a transfer of `quantity` (at most the held quantity) awaiting the buyer\'s confirmation. ' +
      'The hold becomes handed-over, the units handed over leave the listing (its transferredQuantity) and the rest of the hold is available again. ' +
      `Left alone, it confirms itself the stage's confirmDays after handover (${TRANSFER_LIMITS.confirmDaysDefault} unless set). The buyer gets a notification and an e-mail`,
    tag: DEALS,
    auth: 'required',
    body: json(handoverSchema, { quantity: 1, note: 'Loaded onto the buyer\'s truck at our dock' }),
    ok: [201, answers.transferResponse, 'The transfer, awaiting confirmation'],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`The caller is the buyer ("${TRANSFER_MESSAGES.sellerHandsOver}")`),
      404: 'No such hold, or one of others; or its listing is gone',
      409: 'The hold is no longer active ("This hold is <status>"), or more than it holds ("At most the N on hold can be handed over")',
    },
  },
  'POST /api/inventory/{id}/transfers': {
    summary:
      'Record a sale of an own listing made elsewhere (its seller): a self-reported transfer of at most the available quantity, counted at once in the ' +
      'seller\'s impact as self-reported (never as confirmed); the listing\'s quantity goes down by it',
    tag: DEALS,
    auth: 'required',
    body: { contentType: 'application/json', schema: selfReportSchema },
    ok: [201, answers.transferResponse, 'The transfer, self-reported'],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`Someone else's listing ("${TRANSFER_MESSAGES.sellerRecords}")`),
      404: 'No such listing',
      409: `More than is available ("Only N available"), or nothing is left ("${TRANSFER_MESSAGES.allTransferred}")`,
    },
  },
  'GET /api/transfers': {
    summary: 'The caller\'s transfers as buyer or seller, newest first, optionally of one status',
    tag: DEALS,
    auth: 'required',
    query: transferListQuerySchema,
    ok: [200, answers.transferPageResponse],
    errors: [400, 401],
  },
  'GET /api/transfers/export': {
    summary:
      'The caller\'s impact ledger as a CSV attachment (gzipped when accepted), for a sustainability report: every confirmed and self-reported transfer, ' +
      'as seller then as buyer, newest first; columns date, listing, counterparty, role, category, quantity, kgPerUnit, kg, status',
    tag: IMPACT,
    auth: 'required',
    ok: [200, null, 'text/csv attachment'],
    errors: [401],
  },
  'GET /api/transfers/{id}': {
    summary: 'One transfer of the caller\'s, as buyer or seller; 404 for a transfer of others',
    tag: DEALS,
    auth: 'required',
    ok: [200, answers.transferResponse],
    errors: [401, 404],
    errorText: { 404: TRANSFER_NOT_FOUND },
  },
  'POST /api/transfers/{id}/confirm': {
    summary:
      'Confirm receipt (its buyer) of a transfer awaiting confirmation or disputed: its kilograms count in both businesses\' impact, and each side may review ' +
      `the other for ${TRANSFER_LIMITS.reviewDays} days. The seller gets a notification and an e-mail`,
    tag: DEALS,
    auth: 'required',
    ok: [200, answers.transferResponse, 'The transfer, confirmed'],
    errors: [401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`The caller is the seller ("${TRANSFER_MESSAGES.buyerConfirms}")`),
      404: TRANSFER_NOT_FOUND,
      409: 'The transfer is neither awaiting confirmation nor disputed ("This transfer is <status>")',
    },
  },
  'POST /api/transfers/{id}/dispute': {
    summary:
      'Report a problem with a transfer awaiting confirmation (its buyer): it no longer confirms itself; the buyer may still confirm it, the seller cancel it. ' +
      'The seller gets a notification and an e-mail',
    tag: DEALS,
    auth: 'required',
    body: { contentType: 'application/json', schema: disputeSchema },
    ok: [200, answers.transferResponse, 'The transfer, disputed'],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`The caller is the seller ("${TRANSFER_MESSAGES.buyerDisputes}")`),
      404: TRANSFER_NOT_FOUND,
      409: 'The transfer is not awaiting confirmation ("This transfer is <status>")',
    },
  },
  'POST /api/transfers/{id}/cancel': {
    summary:
      'Cancel a transfer not yet confirmed (its seller; awaiting confirmation or disputed): its units go back on the listing. The buyer gets a notification and an e-mail',
    tag: DEALS,
    auth: 'required',
    ok: [200, answers.transferResponse, 'The transfer, cancelled'],
    errors: [401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`The caller is the buyer ("${TRANSFER_MESSAGES.sellerCancels}")`),
      404: TRANSFER_NOT_FOUND,
      409: 'The transfer is neither awaiting confirmation nor disputed ("This transfer is <status>")',
    },
  },
  'POST /api/transfers/{id}/review': {
    summary:
      `Review the other business of a confirmed transfer (either side, once, within ${TRANSFER_LIMITS.reviewDays} days of confirmation). The review stays hidden ` +
      'until the other side has reviewed too or the window closes; then both are published and each reviewed business gets a notification and an e-mail',
    tag: DEALS,
    auth: 'required',
    body: json(reviewCreateSchema, { rating: 5, comment: 'Door as described, and pickup took ten minutes.' }),
    ok: [201, answers.reviewResponse, 'The caller\'s review'],
    errors: [400, 401, 404, 409],
    errorText: {
      404: TRANSFER_NOT_FOUND,
      409: `The transfer is not confirmed ("${TRANSFER_MESSAGES.reviewOnlyConfirmed}"), the caller reviewed it already ("${TRANSFER_MESSAGES.reviewedAlready}"), the window closed ("${TRANSFER_MESSAGES.reviewWindowClosed}"), or the transfer changed meanwhile: try again`,
    },
  },
  'POST /api/reviews/{id}/reply': {
    summary: 'Reply once to a published review of the caller\'s business (the reviewed business only); the reply shows under the review',
    tag: DEALS,
    auth: 'required',
    body: { contentType: 'application/json', schema: reviewReplySchema },
    ok: [200, answers.reviewResponse, 'The review, with its reply'],
    errors: [400, 401, 403, 404, 409],
    errorText: {
      403: dealForbidden(`The caller is not the reviewed business ("${TRANSFER_MESSAGES.notYourReview}")`),
      404: `No such published review ("${TRANSFER_MESSAGES.reviewNotFound}")`,
      409: `The review has a reply ("${TRANSFER_MESSAGES.repliedAlready}")`,
    },
  },
  'GET /api/impact': {
    summary:
      'The marketplace\'s impact: kilograms kept out of landfill by confirmed transfers and sales reported by sellers, month by month ' +
      `(the last ${TRANSFER_LIMITS.impactMonths}), and the estimate of what is listed now`,
    tag: IMPACT,
    ok: [200, answers.marketplaceImpactResponse],
  },
  'GET /api/businesses/{id}/impact': {
    summary: `A business's impact ledger added up, as seller and as buyer, month by month (the last ${TRANSFER_LIMITS.impactMonths})`,
    tag: IMPACT,
    ok: [200, answers.businessImpactResponse],
    errors: [404],
  },
  'GET /api/businesses/{id}/reviews': {
    summary: 'A business\'s published reviews, newest first, with their average rating and count',
    tag: IMPACT,
    query: reviewListQuerySchema,
    ok: [200, answers.reviewPageResponse],
    errors: [400, 404],
  },
  'GET /api/mail/unsubscribe': {
    summary: 'The one-click unsubscribe link of inquiry e-mails (signed token); in-app messages go on',
    tag: 'Inquiries',
    query: unsubscribeQuerySchema,
    ok: [200, answers.messageResponse],
    errors: [400],
  },
  'POST /api/mail/unsubscribe': {
    summary: 'One-click unsubscribe (RFC 8058) as mail clients post it to the List-Unsubscribe URL; no CSRF token, the signed token authorises it',
    tag: 'Inquiries',
    query: unsubscribeQuerySchema,
    body: { contentType: 'application/x-www-form-urlencoded', schema: oneClickUnsubscribeSchema },
    ok: [200, answers.messageResponse],
    errors: [400, 415],
  },
};

import { z } from 'zod';
import {
  CATEGORIES,
  CURRENCY,
  DEAL_EVENTS,
  DOOR_TYPES,
  HOLD_STATUSES,
  OFFER_STATUSES,
  PRICE_MODES,
  MATERIALS,
  PART_TYPES,
  SUGGESTION_KINDS,
  type Business,
  type BusinessProfile,
  type Hold,
  type HoldPage,
  IMPORT_JOB_STATUSES,
  IMPORT_MODES,
  type ImportJob,
  type ImportJobList,
  type ImportJobStarted,
  type ImportUpload,
  type InventoryItem,
  type InventoryStats,
  type ListFacets,
  type ItemPage,
  type NotificationPage,
  type Offer,
  type InquiryPage,
  type InquirySummary,
  type InquiryThread,
  type SavedPage,
  type SavedSearch,
  type User,
  type UserNotification,
  TRANSFER_LIMITS,
  TRANSFER_STATUSES,
  type BusinessImpact,
  type MarketplaceImpact,
  type Review,
  type ReviewPage,
  type Transfer,
  type TransferPage,
} from '@surplus/shared';

/**
 * The answers of the API as zod schemas, for the OpenAPI document only (the handlers answer the TypeScript
 * types of shared/src/types.ts). `Same` makes the type checker fail when one side changes without the other.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(proof: Same<A, B>) => proof;

export const errorResponse = z.object({ message: z.string() });

export const userResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  businessName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  location: z.string().optional(),
  zip: z.string().optional(),
  placeFound: z.boolean().describe('Whether the ZIP or location was found: only then do the listings take part in distance search'),
});
same<z.infer<typeof userResponse>, User>(true);

export const itemResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  itemId: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  quantity: z.number().int(),
  businessName: z.string(),
  businessLocation: z.string().optional(),
  businessContact: z.string().optional(),
  imageUrl: z.string().optional(),
  lastUpdated: z.string().describe('ISO 8601 date-time'),
  createdAt: z.string().describe('ISO 8601 date-time'),
  saved: z.boolean().optional().describe('For a signed-in caller: whether they saved it'),
  doorType: z.enum(DOOR_TYPES).optional().describe('A door: its kind'),
  widthIn: z.number().int().optional().describe('A door: the width of the opening it closes, in inches'),
  heightIn: z.number().int().optional().describe('A door: the height of the opening it closes, in inches'),
  material: z.enum(MATERIALS).optional().describe('A door: what its curtain or panels are made of'),
  insulated: z.boolean().optional().describe('A door: whether it is insulated'),
  rValue: z.number().optional().describe('A door: its insulation value (R), 0 to 40'),
  color: z.string().optional().describe('A door: its color, as the seller wrote it'),
  windRated: z.boolean().optional().describe('A door: whether it is rated for high wind'),
  partType: z.enum(PART_TYPES).optional().describe('A part: its kind'),
  fitsWidthIn: z.number().int().optional().describe('A part: the width of the door it is for, in inches'),
  fitsHeightIn: z.number().int().optional().describe('A part: the height of the door it is for, in inches'),
  priceMode: z
    .enum(PRICE_MODES)
    .describe('What the listing asks: a unit price (fixed), a unit price open to offers (negotiable), offers only (on-request; listings stored before prices), or nothing (free)'),
  unitPriceCents: z.number().int().optional().describe('The asking price of one unit in whole US cents: present exactly for fixed and negotiable'),
  currency: z.literal(CURRENCY),
  heldQuantity: z.number().int().describe('Units under active holds'),
  availableQuantity: z.number().int().describe('What is left to reserve: quantity minus heldQuantity, never below 0'),
  transferredQuantity: z
    .number()
    .int()
    .describe('Units handed over or sold elsewhere so far (transfers not cancelled); a listing whose quantity reached 0 this way is all transferred and leaves the lists, search and the sitemap'),
});
same<z.infer<typeof itemResponse>, InventoryItem>(true);

const itemPage = z.object({ items: z.array(itemResponse), nextCursor: z.string().nullable(), fuzzy: z.literal(true).optional() });
same<z.infer<typeof itemPage>, ItemPage>(true);

export const itemListResponse = z.union([
  z.array(itemResponse).describe('Without `limit`: every match, as the spec gives it'),
  itemPage.describe('With `limit`: one page; `nextCursor` is null after the last match'),
]);

export const statsResponse = z.object({
  totalDoors: z.number().int(),
  totalParts: z.number().int(),
  totalBusinesses: z.number().int(),
  myInventory: z.number().int(),
});
same<z.infer<typeof statsResponse>, InventoryStats>(true);

const sizeBuckets = z.array(z.object({ min: z.number().int(), max: z.number().int(), count: z.number().int() })).describe('Whole feet: min to min + 11 inches');
export const facetsResponse = z.object({
  total: z.number().int(),
  doorType: z.record(z.string(), z.number().int()),
  partType: z.record(z.string(), z.number().int()),
  material: z.record(z.string(), z.number().int()),
  insulated: z.number().int(),
  widthIn: sizeBuckets,
  heightIn: sizeBuckets,
  sampled: z.literal(true).optional().describe('The counts are those of the newest listings of the scope: no filter narrowed it (near, fit) and it holds more'),
});
same<z.infer<typeof facetsResponse>, ListFacets>(true);

const business = z.object({
  id: z.number().int(),
  businessName: z.string(),
  businessLocation: z.string().optional(),
  businessContact: z.string().optional(),
  itemCount: z.number().int(),
});
same<z.infer<typeof business>, Business>(true);
export const businessesResponse = z.array(business);
export const businessProfileResponse = z.object({
  id: z.number().int(),
  businessName: z.string(),
  location: z.string().optional(),
  memberSince: z.string().describe('ISO 8601'),
  itemCount: z.number().int(),
  doors: z.number().int(),
  parts: z.number().int(),
  wasteKg: z.number(),
});
same<z.infer<typeof businessProfileResponse>, BusinessProfile>(true);
export const csrfTokenResponse = z.object({ csrfToken: z.string() });
export const messageResponse = z.object({ message: z.string() });
export const imageUploadResponse = z.object({ url: z.string() });
export const imageDataResponse = z.object({ data: z.string().describe('base64') });
export const presignedUploadResponse = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), imageUrl: z.string() });
export const suggestionsResponse = z.object({
  suggestions: z.array(z.object({ text: z.string(), kind: z.enum(SUGGESTION_KINDS), id: z.number().int().optional() })),
});

const csvRowError = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
const importJobFields = {
  id: z.string(),
  mode: z.enum(IMPORT_MODES),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int().nullable().describe('Rows in the file, once read'),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  message: z.string().optional().describe('Why the job failed'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
};
export const importJobResponse = z.object({ ...importJobFields, errors: z.array(csvRowError) });
same<z.infer<typeof importJobResponse>, ImportJob>(true);
export const importJobListResponse = z.object({ items: z.array(z.object({ ...importJobFields, errorCount: z.number().int() })) });
same<z.infer<typeof importJobListResponse>, ImportJobList>(true);
export const importJobStartedResponse = z.object({ id: z.string(), status: z.enum(IMPORT_JOB_STATUSES), total: z.number().int().optional() });
same<z.infer<typeof importJobStartedResponse>, ImportJobStarted>(true);
export const importUploadResponse = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), uploadKey: z.string() });
same<z.infer<typeof importUploadResponse>, ImportUpload>(true);

const removedListing = z.object({ id: z.number().int(), removed: z.literal(true) }).describe('A saved listing deleted since');
export const savedPageResponse = z.object({ items: z.array(z.union([itemResponse, removedListing])), nextCursor: z.string().nullable() });
same<z.infer<typeof savedPageResponse>, SavedPage>(true);
export const savedResponse = z.object({ saved: z.boolean() });

export const savedSearchResponse = z.object({
  id: z.string(),
  q: z.string().optional(),
  category: z.enum(CATEGORIES).optional(),
  createdAt: z.string().describe('ISO 8601 date-time'),
});
same<z.infer<typeof savedSearchResponse>, SavedSearch>(true);
export const savedSearchesResponse = z.array(savedSearchResponse);

const notificationBase = {
  id: z.string(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  read: z.boolean(),
  itemId: z.number().int().describe('The listing it is about, as it was when the notification was made'),
  name: z.string(),
  businessName: z.string(),
  thumbnailUrl: z.string().optional(),
};
const notification = z.union([
  z
    .object({
      ...notificationBase,
      type: z.literal('search_match'),
      searchId: z.string().describe('The saved search'),
      q: z.string().optional(),
      category: z.enum(CATEGORIES).optional(),
      count: z.number().int().optional().describe('An import: how many of its listings newly match (the first is the one named)'),
    })
    .describe('search_match: a listing of another business newly matches a saved search'),
  z.object({ ...notificationBase, type: z.literal('saved_item_changed'), quantity: z.number().int().describe('The quantity now') }).describe('saved_item_changed: a saved listing changed'),
  z.object({ ...notificationBase, type: z.literal('saved_item_removed') }).describe('saved_item_removed: a saved listing was deleted'),
  z
    .object({
      ...notificationBase,
      type: z.literal('inquiry_message'),
      threadId: z.string(),
      preview: z.string().describe('The first characters of the message'),
    })
    .describe('inquiry_message: a new message in a thread (businessName is the sender)'),
  z
    .object({
      ...notificationBase,
      type: z.literal('deal'),
      event: z.enum(DEAL_EVENTS),
      threadId: z.string(),
      offerId: z.string().optional(),
      holdId: z.string().optional(),
      transferId: z.string().optional().describe('The transfer of the handover events and of review_published'),
      quantity: z.number().int().describe('The offer\'s, hold\'s or transfer\'s quantity'),
      unitPriceCents: z.number().int().describe('The offer\'s, hold\'s or transfer\'s unit price in whole US cents'),
    })
    .describe(
      'deal: the other party of a deal made, answered or ended an offer or hold, handed over, confirmed, disputed or cancelled a transfer, or reviewed the ' +
        'business (published); or a hold is ending or ended, or a transfer confirmed itself (businessName is the other party)',
    ),
  z
    .object({
      ...notificationBase,
      type: z.literal('saved_item_price_drop'),
      previousCents: z.number().int().describe('The unit price before, in whole US cents'),
      unitPriceCents: z.number().int().describe('The unit price now, in whole US cents'),
    })
    .describe('saved_item_price_drop: a saved listing\'s unit price went down'),
  z
    .object({ ...notificationBase, type: z.literal('saved_item_available'), availableQuantity: z.number().int() })
    .describe('saved_item_available: a saved listing that had nothing available has units available again'),
]);
same<z.infer<typeof notification>, UserNotification>(true);
export const notificationPageResponse = z.object({ items: z.array(notification), unread: z.number().int(), nextCursor: z.string().nullable() });
same<z.infer<typeof notificationPageResponse>, NotificationPage>(true);
export const unreadResponse = z.object({ unread: z.number().int() });

export const inquiryCreatedResponse = z.object({ id: z.string().describe('the thread') });
const inquirySummary = z.object({
  id: z.string(),
  item: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().optional() }),
  otherParty: z.object({ id: z.number().int().nullable().describe('null once that business deleted its account'), businessName: z.string() }),
  role: z.enum(['buyer', 'seller']),
  lastMessage: z.string(),
  updatedAt: z.string().describe('ISO 8601 date-time'),
  unread: z.boolean(),
});
same<z.infer<typeof inquirySummary>, InquirySummary>(true);
export const inquiryPageResponse = z.object({ items: z.array(inquirySummary), unreadThreads: z.number().int(), nextCursor: z.string().nullable() });
same<z.infer<typeof inquiryPageResponse>, InquiryPage>(true);

const dealParty = z.object({ id: z.number().int().nullable().describe('null once that business deleted its account'), businessName: z.string() });
export const offerResponse = z.object({
  id: z.string(),
  threadId: z.string(),
  itemId: z.number().int(),
  by: z.enum(['buyer', 'seller']).describe('The party that made it'),
  quantity: z.number().int(),
  unitPriceCents: z.number().int().describe('Whole US cents'),
  totalCents: z.number().int().describe('quantity × unitPriceCents'),
  status: z.enum(OFFER_STATUSES).describe('An open offer past expiresAt reads expired; a counter-offer makes the one it answers countered'),
  message: z.string().optional(),
  createdAt: z.string().describe('ISO 8601 date-time'),
  expiresAt: z.string().describe('ISO 8601 date-time'),
});
same<z.infer<typeof offerResponse>, Offer>(true);
export const holdResponse = z.object({
  id: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  threadId: z.string().describe('The inquiry thread of the buyer and the listing'),
  buyer: dealParty,
  seller: dealParty,
  quantity: z.number().int(),
  unitPriceCents: z.number().int().describe('Whole US cents (0 for a free listing)'),
  totalCents: z.number().int().describe('quantity × unitPriceCents'),
  status: z.enum(HOLD_STATUSES).describe('An active hold past expiresAt reads expired; handed-over: the seller handed over some or all of it (a transfer), the rest went back'),
  createdAt: z.string().describe('ISO 8601 date-time'),
  expiresAt: z.string().describe('ISO 8601 date-time'),
});
same<z.infer<typeof holdResponse>, Hold>(true);
export const holdPageResponse = z.object({ items: z.array(holdResponse), nextCursor: z.string().nullable() });
same<z.infer<typeof holdPageResponse>, HoldPage>(true);
export const offerAcceptedResponse = z.object({ offer: offerResponse, hold: holdResponse.describe('The accepted quantity, now on hold for the buyer at the offer\'s price') });

export const inquiryThreadResponse = inquirySummary.extend({
  messages: z.array(
    z.object({
      id: z.string(),
      from: z.enum(['me', 'them']),
      body: z.string().describe('plain text'),
      sentAt: z.string(),
      event: z.enum(DEAL_EVENTS).optional().describe('A line the thread wrote itself for a deal event'),
      offerId: z.string().optional().describe('The offer of the deal event'),
      holdId: z.string().optional().describe('The hold of the deal event'),
    }),
  ),
  offers: z.array(offerResponse).describe('Newest first'),
  holds: z.array(holdResponse).describe('Newest first'),
});
same<z.infer<typeof inquiryThreadResponse>, InquiryThread>(true);

const dealRole = z.enum(['buyer', 'seller']);
export const transferResponse = z.object({
  id: z.string(),
  holdId: z.string().nullable().describe('The hold it was handed over from; null for a sale reported by the seller'),
  threadId: z.string().nullable().describe('The inquiry thread of the hold; null for a sale reported by the seller'),
  itemId: z.number().int(),
  itemName: z.string(),
  category: z.enum(CATEGORIES),
  seller: dealParty,
  buyer: dealParty.describe('For a sale reported by the seller: id null, businessName as the seller gave it'),
  quantity: z.number().int(),
  unitPriceCents: z.number().int().describe('The hold\'s unit price in whole US cents (0 for a sale reported by the seller)'),
  kgPerUnit: z.number().describe('Kilograms kept out of landfill per unit, fixed when the transfer was made'),
  kg: z.number().describe('quantity × kgPerUnit'),
  status: z
    .enum(TRANSFER_STATUSES)
    .describe('awaiting-confirmation until the buyer confirms (or confirmBy passes), disputed when the buyer reports a problem, self-reported for a sale made elsewhere'),
  handedOverAt: z.string().describe('ISO 8601 date-time'),
  confirmBy: z.string().nullable().describe('ISO 8601 date-time: left alone, it confirms itself then (the stage\'s confirmDays after handover); null for a sale reported by the seller'),
  confirmedAt: z.string().optional().describe('ISO 8601 date-time'),
  autoConfirmed: z.boolean().optional().describe('Confirmed by the schedule at confirmBy, as the buyer did not answer'),
  note: z.string().optional(),
  disputeMessage: z.string().optional().describe('The buyer\'s report of a problem'),
  cancelledAt: z.string().optional().describe('ISO 8601 date-time'),
  reviewBy: z.string().optional().describe(`ISO 8601 date-time: a confirmed transfer may be reviewed until then (${TRANSFER_LIMITS.reviewDays} days after confirmation)`),
  reviewedBy: z.array(dealRole).describe('The sides that have reviewed it'),
});
same<z.infer<typeof transferResponse>, Transfer>(true);
export const transferPageResponse = z.object({ items: z.array(transferResponse), nextCursor: z.string().nullable() });
same<z.infer<typeof transferPageResponse>, TransferPage>(true);

const kg = (text: string) => z.number().describe(`Kilograms: ${text}`);
export const businessImpactResponse = z.object({
  businessId: z.number().int(),
  asSeller: z.object({
    confirmedKg: kg('sold and confirmed by the buyer (or by the schedule)'),
    selfReportedKg: kg('sold elsewhere, as the seller reported it'),
    doors: z.number().int().describe('Door units of those transfers'),
    parts: z.number().int().describe('Part units of those transfers'),
    transfers: z.number().int(),
  }),
  asBuyer: z.object({
    confirmedKg: kg('received and confirmed'),
    doors: z.number().int(),
    parts: z.number().int(),
    transfers: z.number().int(),
  }),
  byMonth: z
    .array(z.object({ month: z.string().describe('YYYY-MM (UTC)'), confirmedKg: z.number(), selfReportedKg: z.number(), receivedKg: z.number() }))
    .describe(`The last ${TRANSFER_LIMITS.impactMonths} months, this one included, oldest first`),
});
same<z.infer<typeof businessImpactResponse>, BusinessImpact>(true);
export const marketplaceImpactResponse = z.object({
  confirmedKg: kg('sold and confirmed'),
  selfReportedKg: kg('sold elsewhere, as sellers reported it'),
  transfers: z.number().int(),
  businesses: z.number().int().describe('Businesses with at least one ledger line, as seller or buyer'),
  listedKg: kg('the estimate of what is listed now (not yet reused)'),
  byMonth: z
    .array(z.object({ month: z.string().describe('YYYY-MM (UTC)'), confirmedKg: z.number(), selfReportedKg: z.number() }))
    .describe(`The last ${TRANSFER_LIMITS.impactMonths} months, this one included, oldest first`),
});
same<z.infer<typeof marketplaceImpactResponse>, MarketplaceImpact>(true);

export const reviewResponse = z.object({
  id: z.string(),
  transferId: z.string(),
  rating: z.number().int().describe('1 to 5'),
  comment: z.string().optional(),
  from: dealParty.describe('The reviewing business'),
  role: dealRole.describe('The reviewer\'s side of the transfer'),
  createdAt: z.string().describe('ISO 8601 date-time'),
  publishedAt: z.string().optional().describe('ISO 8601 date-time it became public; absent while it waits for the other side or the window'),
  reply: z.object({ text: z.string(), createdAt: z.string().describe('ISO 8601 date-time') }).optional().describe('The reviewed business\'s answer'),
});
same<z.infer<typeof reviewResponse>, Review>(true);
export const reviewPageResponse = z.object({
  average: z.number().nullable().describe('Over every published review of the business, to one decimal; null before the first'),
  count: z.number().int(),
  items: z.array(reviewResponse).describe('Published reviews, newest first'),
  nextCursor: z.string().nullable(),
});
same<z.infer<typeof reviewPageResponse>, ReviewPage>(true);

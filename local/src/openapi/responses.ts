import { z } from 'zod';
import {
  CATEGORIES,
  DOOR_TYPES,
  MATERIALS,
  PART_TYPES,
  NOTIFICATION_TYPES,
  SUGGESTION_KINDS,
  type Business,
  type BusinessProfile,
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
  type InquiryPage,
  type InquirySummary,
  type InquiryThread,
  type SavedPage,
  type SavedSearch,
  type User,
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

const notification = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    createdAt: z.string().describe('ISO 8601 date-time'),
    read: z.boolean(),
    itemId: z.number().int(),
    name: z.string(),
    businessName: z.string(),
    thumbnailUrl: z.string().optional(),
    searchId: z.string().optional().describe('search_match: the saved search'),
    q: z.string().optional().describe('search_match'),
    category: z.enum(CATEGORIES).optional().describe('search_match'),
    count: z.number().int().optional().describe('search_match of an import: how many of its listings newly match (the first is the one named)'),
    quantity: z.number().int().optional().describe('saved_item_changed: the quantity now'),
    threadId: z.string().optional().describe('inquiry_message: the thread (businessName is the sender)'),
    preview: z.string().optional().describe('inquiry_message: the first characters of the message'),
  })
  .describe('search_match, saved_item_changed, saved_item_removed or inquiry_message');
export const notificationPageResponse = z.object({ items: z.array(notification), unread: z.number().int(), nextCursor: z.string().nullable() });
same<z.infer<typeof notificationPageResponse>['unread'], NotificationPage['unread']>(true);
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
export const inquiryThreadResponse = inquirySummary.extend({
  messages: z.array(z.object({ id: z.string(), from: z.enum(['me', 'them']), body: z.string().describe('plain text'), sentAt: z.string() })),
});
same<z.infer<typeof inquiryThreadResponse>, InquiryThread>(true);

import type { ImportJobStatus, ImportMode } from './csv-import-rules';
import type { Category, DoorType, Material, PartType } from './listing-rules';
import type { NotificationType } from './notification-rules';
import type { SuggestionKind } from './search-rules';
import type { DealEvent, PriceMode } from './deals';
import type { ListFilters } from './listing-filters';

/** The current user as the client reads it: never any password field. */
export interface User {
  id: number;
  username: string;
  businessName: string;
  email: string;
  phone?: string;
  location?: string;
  /** A 5-digit US ZIP: places the business more precisely than its location. */
  zip?: string;
  /**
   * Whether the gazetteer knows where the business is (its ZIP, else its location): only then do its listings
   * carry a point and take part in distance search. False when neither is given or known; an unknown place is
   * kept as written.
   */
  placeFound: boolean;
}

/** Structured specs of a listing, all optional. Sizes are whole inches. */
export interface ListingSpecs {
  doorType?: DoorType;
  widthIn?: number;
  heightIn?: number;
  material?: Material;
  insulated?: boolean;
  rValue?: number;
  color?: string;
  windRated?: boolean;
  partType?: PartType;
  /** The door size a part is for. */
  fitsWidthIn?: number;
  fitsHeightIn?: number;
}

export interface InventoryItem extends ListingSpecs {
  id: number;
  userId: number;
  name: string;
  itemId: string;
  description: string;
  category: Category;
  quantity: number;
  businessName: string;
  businessLocation?: string;
  businessContact?: string;
  imageUrl?: string;
  lastUpdated: string;
  createdAt: string;
  /** Whether the signed-in caller saved this listing; absent for visitors. */
  saved?: boolean;
  /** Where the business is (its owner's ZIP or location, geocoded offline); absent when that place is unknown. */
  lat?: number;
  lon?: number;
  /** Miles from the list's `near` place, rounded to 0.1; only in lists searched with `near`. */
  distanceMi?: number;
  /** What the listing asks: `unitPriceCents` is present exactly for fixed and negotiable. */
  priceMode: PriceMode;
  unitPriceCents?: number;
  currency: 'USD';
  /** Units under active holds, and what is left to reserve (quantity minus held, never below 0). */
  heldQuantity: number;
  availableQuantity: number;
  /**
   * Units handed over or sold elsewhere (transfers, not cancelled) so far. A listing whose quantity reached 0 this
   * way is "All transferred": it stays at its address but leaves the lists, search and the sitemap.
   */
  transferredQuantity: number;
}

export interface InventoryStats {
  totalDoors: number;
  totalParts: number;
  totalBusinesses: number;
  myInventory: number;
}

export interface ImageUploadResponse {
  url: string;
}

export interface ImageDataResponse {
  data: string;
}

export interface CsrfTokenResponse {
  csrfToken: string;
}

export interface MessageResponse {
  message: string;
}

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  imageUrl: string;
}

export type LiveUpdateMessage =
  | { type: 'connection' }
  | { type: 'pong'; timestamp: number }
  | { type: 'new_item'; item: InventoryItem }
  | { type: 'update_item'; item: InventoryItem }
  | { type: 'delete_item'; id: number }
  /** One CSV import (shared/src/item-csv.ts): one message for all its rows, so every list refreshes once. */
  | { type: 'items_imported'; userId: number; created: number; updated: number }
  /** Only to the sockets of the job's owner: after each step of an import job. */
  | { type: 'import_progress'; job: ImportJobSummary }
  /** Only to the sockets of the notification's user (signed in when the socket connected). */
  | { type: 'notification'; notification: UserNotification; unread: number };

/** One problem of a CSV import: `line` is the CSV line the row starts on (the header is line 1). */
export interface CsvRowError {
  line: number;
  /** The column at fault, or null when the whole row is (a wrong number of fields, a broken quote). */
  column: string | null;
  message: string;
}

/**
 * A CSV import job (GET /api/inventory/imports/{id}). Rows are all checked first (`validating`): any problem
 * ends the job `failed` with every problem in `errors` and nothing written. Then its rows are written in
 * steps (`running`, `processed` of `total`) until `done`. `unchanged` counts upsert rows equal to their listing.
 */
export interface ImportJob {
  id: string;
  mode: ImportMode;
  status: ImportJobStatus;
  /** Rows in the file, once read (null while `queued`). */
  total: number | null;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Why the job failed, in a sentence (`3 rows have errors; nothing was imported`), when it did. */
  message?: string;
  errors: CsvRowError[];
  createdAt: string;
  finishedAt: string | null;
}

/** A job as GET /api/inventory/imports lists it and the owner's sockets hear of it (`import_progress`): its errors are counted, not listed. */
export type ImportJobSummary = Omit<ImportJob, 'errors'> & { errorCount: number };

/** 202 of POST /api/inventory/imports: the job, queued (or the first job of a repeated Idempotency-Key, as it is now). */
export interface ImportJobStarted {
  id: string;
  status: ImportJobStatus;
  total?: number;
}

/** GET /api/inventory/imports: the caller's newest jobs, newest first. */
export interface ImportJobList {
  items: ImportJobSummary[];
}

/** 200 of POST /api/inventory/imports/upload: a presigned S3 POST for one CSV file; its `uploadKey` then starts the job. */
export interface ImportUpload {
  url: string;
  fields: Record<string, string>;
  uploadKey: string;
}

/** One typeahead completion: a listing's name or item id (with the listing's id), or a business name. */
export interface SearchSuggestion {
  text: string;
  kind: SuggestionKind;
  id?: number;
}

export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}

/** A saved listing that has been deleted since: shown until it is unsaved. */
export interface RemovedListing {
  id: number;
  removed: true;
}

/** GET /api/saved: the caller's saved listings as they are now, newest saved first. */
export interface SavedPage {
  items: (InventoryItem | RemovedListing)[];
  nextCursor: string | null;
}

export interface SavedSearch {
  id: string;
  q?: string;
  category?: Category;
  /** The spec, fit and distance filters, as the list routes read them. */
  filters?: ListFilters;
  createdAt: string;
}

interface NotificationBase {
  id: string;
  type: NotificationType;
  createdAt: string;
  read: boolean;
  /** The listing it is about, as it was when the notification was made. */
  itemId: number;
  name: string;
  businessName: string;
  /** The listing's thumbnail (shared/src/image-variants.ts), when it has an uploaded image. */
  thumbnailUrl?: string;
}

/**
 * A listing of another business newly matches one of the user's saved searches. An import makes one per
 * saved search: `count` new matches (more than one), about its first matching listing; the link runs the search.
 */
export interface SearchMatchNotification extends NotificationBase {
  type: 'search_match';
  searchId: string;
  q?: string;
  category?: Category;
  filters?: ListFilters;
  count?: number;
}

/** A saved listing's quantity or details changed. */
export interface SavedItemChangedNotification extends NotificationBase {
  type: 'saved_item_changed';
  quantity: number;
}

/** A saved listing was deleted. */
export interface SavedItemRemovedNotification extends NotificationBase {
  type: 'saved_item_removed';
}

/** A new message in one of the user's inquiry threads; `businessName` is the sender's. */
export interface InquiryMessageNotification extends NotificationBase {
  type: 'inquiry_message';
  threadId: string;
  /** The message's first characters. */
  preview: string;
}

/**
 * Something the other party of a deal did, or a hold's clock (deals.ts DEAL_EVENTS); `businessName` is the other
 * party's, `quantity` and `unitPriceCents` those of the offer or hold.
 */
export interface DealNotification extends NotificationBase {
  type: 'deal';
  event: DealEvent;
  threadId: string;
  offerId?: string;
  holdId?: string;
  /** The transfer of the handover events and of `review_published` (transfers.ts). */
  transferId?: string;
  quantity: number;
  unitPriceCents: number;
}

/** A saved listing's unit price went down (`previousCents` to `unitPriceCents`). */
export interface SavedItemPriceDropNotification extends NotificationBase {
  type: 'saved_item_price_drop';
  previousCents: number;
  unitPriceCents: number;
}

/** A saved listing that had nothing available has units available again. */
export interface SavedItemAvailableNotification extends NotificationBase {
  type: 'saved_item_available';
  availableQuantity: number;
}

export type UserNotification =
  | SearchMatchNotification
  | SavedItemChangedNotification
  | SavedItemRemovedNotification
  | InquiryMessageNotification
  | DealNotification
  | SavedItemPriceDropNotification
  | SavedItemAvailableNotification;

/** GET /api/notifications: newest first; `unread` counts all of the user's unread notifications. */
export interface NotificationPage {
  items: UserNotification[];
  unread: number;
  nextCursor: string | null;
}

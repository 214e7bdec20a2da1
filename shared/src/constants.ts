export const CATEGORIES = ['door', 'part'] as const;
export type Category = (typeof CATEGORIES)[number];

export const ITEM_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  itemIdMin: 2,
  itemIdMax: 100,
  descriptionMin: 5,
  descriptionMax: 5000,
  quantityMin: 1,
  quantityMax: 1_000_000,
  quantityDefault: 1,
} as const;

export const USER_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  passwordMax: 128,
  businessNameMax: 200,
  emailMax: 254,
  phoneMax: 40,
  locationMax: 200,
} as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const IMAGE_VERIFY_TIMEOUT_MS = 5000;
export const UPLOADS_PREFIX = '/uploads/';
// Here rather than beside the schemas that use them: this package is sideEffects-free, so a function that
// needs only these (uploads, images) bundles no zod.
/** `/uploads/<random key>.<ext>`: only images this service stored. */
export const IMAGE_URL_PATTERN = /^\/uploads\/[A-Za-z0-9_-]{8,80}\.(png|jpg|gif|webp)$/;
export const IMAGE_TOO_LARGE = 'Image must be 5 MB or smaller';
export const IMAGE_WRONG_TYPE = 'Image must be a PNG, JPEG, GIF or WebP file';
/**
 * The largest body POST /api/upload/image takes: API Gateway hands it to Lambda base64-encoded (4/3 of its
 * size) inside an event capped at 6 MB (6,291,456 bytes), which leaves room for the headers. Bigger images
 * (up to IMAGE_MAX_BYTES) go through the presigned upload, as the web app always does.
 */
export const DIRECT_UPLOAD_MAX_BYTES = 4_500_000;
export const DIRECT_UPLOAD_TOO_LARGE =
  'An image over 4.5 MB cannot be sent to this route: use the presigned upload (POST /api/upload/presign), which takes images up to 5 MB';

/** Structured specs of a listing (all optional): what a door is, and which door a part is for. */
export const DOOR_TYPES = ['sectional', 'rolling-steel', 'sheet', 'high-speed', 'fire-rated', 'other'] as const;
export type DoorType = (typeof DOOR_TYPES)[number];
export const MATERIALS = ['steel', 'aluminum', 'wood', 'fiberglass', 'vinyl', 'other'] as const;
export type Material = (typeof MATERIALS)[number];
export const PART_TYPES = [
  'spring', 'opener', 'track', 'roller', 'panel', 'cable', 'drum', 'weatherseal', 'hardware', 'motor', 'remote', 'other',
] as const;
export type PartType = (typeof PART_TYPES)[number];
/** Sizes are whole inches: a door is made to its opening's size. */
export const SPEC_LIMITS = { sizeMinIn: 24, sizeMaxIn: 600, rValueMin: 0, rValueMax: 40, colorMax: 30 } as const;
/** The spec fields in the order the CSV columns, the forms and the API reference list them. */
export const SPEC_FIELDS = [
  'doorType', 'widthIn', 'heightIn', 'material', 'insulated', 'rValue', 'color', 'windRated', 'partType', 'fitsWidthIn', 'fitsHeightIn',
] as const;
export type SpecField = (typeof SPEC_FIELDS)[number];
/** Spec fields that describe a door, and those that describe a part. */
export const DOOR_SPEC_FIELDS = ['doorType', 'widthIn', 'heightIn', 'material', 'insulated', 'rValue', 'color', 'windRated'] as const;
export const PART_SPEC_FIELDS = ['partType', 'fitsWidthIn', 'fitsHeightIn'] as const;

/** Search by fit and by distance: tolerances in inches, radii in miles. */
export const FIT_SEARCH = { tolDefault: 2, tolMax: 24 } as const;
export const NEAR_SEARCH = { radiusDefaultMi: 100, radiusMinMi: 1, radiusMaxMi: 1000, textMax: 100 } as const;
export const UNKNOWN_LOCATION = 'Unknown location';

export const WASTE_KG_PER_UNIT: Record<Category, number> = { door: 25, part: 5 };
export const CONDITION = 'Used';

export const SEARCH_DEBOUNCE_MS = 300;
export const CSRF_FETCH = { attempts: 3, delayMs: 300 } as const;
export const CSRF_HEADER = 'CSRF-Token';
/**
 * A readable cookie (not HttpOnly) set beside the session cookie, with the same lifetime, and cleared with it:
 * the web app asks for the current user only when it is present, so a visitor's page load makes no failing
 * call. It carries no secret; the session cookie stays the only proof of a session.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
export const LIVE_UPDATES = {
  path: '/ws',
  pingIntervalMs: 30_000,
  reconnectBaseMs: 3000,
  reconnectBaseHomeMs: 2000,
  reconnectMaxAttempts: 5,
  reconnectGrowth: 1.5,
  /**
   * The `connection` message refreshes the item lists read before the socket opened, which may have missed
   * changes; data read this recently (a server-rendered page's, fresh from the origin) is kept as it is.
   */
  connectionRefreshAfterMs: 10_000,
} as const;

export const SKELETONS = { homeCards: 6, tableRows: 5 } as const;
export const PAGE_SIZE = 10;
export const PAGER_MAX_BUTTONS = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  actionDurationMs: 10_000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  focusHotkey: 'F8',
} as const;
export const CAMERA_PHOTO = { type: 'image/jpeg', quality: 0.9 } as const;

/**
 * CSV imports run as jobs (POST /api/inventory/imports): a file up to `bodyBytes` goes in the request's body,
 * a bigger one (up to `uploadBytes`) is uploaded to storage first (POST /api/inventory/imports/upload).
 */
export const CSV_IMPORT_LIMITS = { rows: 100_000, bodyBytes: 4_500_000, uploadBytes: 50_000_000 } as const;
export const CSV_IMPORT_TOO_LARGE = 'A CSV file in the request body can be at most 4.5 MB: upload bigger files first (up to 50 MB)';
export const CSV_UPLOAD_TOO_LARGE = 'A CSV file can be at most 50 MB';
export const CSV_TOO_MANY_ROWS = 'A CSV import takes at most 100,000 rows: split the file';
export const IMPORT_JOB_STATUSES = ['queued', 'validating', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
/** A job in one of these is still working; the others are final. */
export const ACTIVE_IMPORT_STATUSES: readonly ImportJobStatus[] = ['queued', 'validating', 'running'];
/** GET /api/inventory/imports answers the seller's newest jobs, this many at most. */
export const IMPORT_JOBS_LISTED = 20;
/** The `Idempotency-Key` header of POST /api/inventory/imports: a repeated POST with the same key answers the first job. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * List orders. `price`: free first, then by unit price, listings on request last. `fit` (closest to the opening first) needs `fitW` and `fitH`; `distance` (nearest first) needs `near`.
 */
export const SORT_OPTIONS = ['recent', 'name', 'business', 'fit', 'distance', 'price'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SEARCH_FIELDS = ['name', 'itemId', 'description', 'businessName', 'businessLocation'] as const;
// Search limits and texts live here, not beside their schemas: the header imports them on every page, zod stays out.
export const LIST_QUERY_MAX = 100;
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_LIMIT = 8;
export const SUGGESTION_KINDS = ['name', 'itemId', 'business'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
/** What a list says above a page that came from the typo-tolerant fallback (`fuzzy: true`). */
export const fuzzyNotice = (q: string) => `No exact matches for "${q}". Showing close matches.`;

export const FORGOT_PASSWORD_MESSAGE = 'If your email is registered, you will receive a reset link shortly.';
export const RESET_PASSWORD_SUCCESS = 'Password has been reset successfully.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Saved searches per user (POST /api/saved-searches answers 400 past it). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCHES_FULL = `You can save at most ${SAVED_SEARCHES_MAX} searches: delete one first`;
/** Notifications are deleted (DynamoDB TTL) this long after they are made. */
export const NOTIFICATION_TTL_DAYS = 90;
/** The bell's menu shows this many of the newest notifications. */
export const NOTIFICATION_MENU_SIZE = 20;
export const NOTIFICATION_TYPES = ['search_match', 'saved_item_changed', 'saved_item_removed', 'inquiry_message', 'deal', 'saved_item_price_drop', 'saved_item_available'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

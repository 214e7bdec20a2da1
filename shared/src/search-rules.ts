/** Search by fit and by distance: tolerances in inches, radii in miles. */
export const FIT_SEARCH = { tolDefault: 2, tolMax: 24 } as const;
export const NEAR_SEARCH = { radiusDefaultMi: 100, radiusMinMi: 1, radiusMaxMi: 1000, textMax: 100 } as const;
export const UNKNOWN_LOCATION = 'Unknown location';

/**
 * List orders. `price`: free first, then by unit price, listings on request last. `fit` (closest to the opening first) needs `fitW` and `fitH`; `distance` (nearest first) needs `near`.
 */
export const SORT_OPTIONS = ['recent', 'name', 'business', 'fit', 'distance', 'price'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SEARCH_FIELDS = ['name', 'itemId', 'description', 'businessName', 'businessLocation'] as const;
// Search limits live here, not beside their schemas: the header imports them on every page, zod stays out.
export const LIST_QUERY_MAX = 100;
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_LIMIT = 8;
export const SUGGESTION_KINDS = ['name', 'itemId', 'business'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Saved searches per user (POST /api/saved-searches answers 400 past it). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCHES_FULL = `You can save at most ${SAVED_SEARCHES_MAX} searches: delete one first`;

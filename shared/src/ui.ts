// Values only the web app uses (timings, sizes on screen, labels); what the server enforces or answers lives in the *-rules modules.
export const CONDITION = 'Used';
export const IMAGE_VERIFY_TIMEOUT_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 300;
export const CSRF_FETCH = { attempts: 3, delayMs: 300 } as const;

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

/** What a list says above a page that came from the typo-tolerant fallback (`fuzzy: true`). */
export const fuzzyNotice = (q: string) => `No exact matches for "${q}". Showing close matches.`;
/** The bell's menu shows this many of the newest notifications. */
export const NOTIFICATION_MENU_SIZE = 20;

import { PAGER_MAX_BUTTONS } from '@surplus/shared';

/**
 * Where a cursor-paged list stands: `cursors[n - 1]` opens page n (page 1 has none; nor has a page
 * between page 1 and a linked page, until it is found), so every page seen and the next one after it
 * can be reached again.
 */
export interface CursorPages {
  page: number;
  cursors: (string | undefined)[];
}

/**
 * The cursors known once the current page answered `nextCursor` (undefined while it loads). A new or
 * missing next cursor drops the pages recorded after it: their cursors belonged to the old order.
 */
export function knownCursors({ page, cursors }: CursorPages, nextCursor: string | null | undefined): (string | undefined)[] {
  if (nextCursor === undefined || cursors[page] === nextCursor) return cursors;
  const upToCurrent = cursors.slice(0, page);
  return nextCursor === null ? upToCurrent : [...upToCurrent, nextCursor];
}

/** Where a Pager stands and how it moves. */
export interface PagerState {
  page: number;
  /** Pages reachable now: every page seen, plus the next one when the server said there is one. */
  pages: number;
  onChange: (page: number) => void;
}

/** The page numbers to show as buttons: at most 5, a window kept around the current page. */
export function pageButtons(current: number, total: number): number[] {
  const count = Math.min(PAGER_MAX_BUTTONS, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

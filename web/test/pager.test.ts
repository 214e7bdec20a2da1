import { PAGER_MAX_BUTTONS } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { knownCursors, pageButtons, type CursorPages } from '../src/lib/pager';

const FIRST_PAGE: CursorPages = { page: 1, cursors: [undefined] };

describe('knownCursors', () => {
  it('adds the next page once the current page names its cursor', () => {
    expect(knownCursors(FIRST_PAGE, undefined)).toEqual([undefined]);
    expect(knownCursors(FIRST_PAGE, 'c2')).toEqual([undefined, 'c2']);
    expect(knownCursors(FIRST_PAGE, null)).toEqual([undefined]);
  });

  it('keeps the pages seen when the current page answers the cursor already known', () => {
    const seen = { page: 2, cursors: [undefined, 'c2', 'c3', 'c4'] };
    expect(knownCursors(seen, 'c3')).toBe(seen.cursors);
  });

  it('drops the pages after the current one when its next cursor changed or ran out', () => {
    const seen = { page: 2, cursors: [undefined, 'c2', 'c3', 'c4'] };
    expect(knownCursors(seen, 'other')).toEqual([undefined, 'c2', 'other']);
    expect(knownCursors(seen, null)).toEqual([undefined, 'c2']);
  });
});

describe('pageButtons', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(PAGER_MAX_BUTTONS).toBe(5);
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5 buttons, centred on the current page where it can', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    // Pages seen so far plus the next one: the window ends at the newest known page.
    expect(pageButtons(7, 8)).toEqual([4, 5, 6, 7, 8]);
    for (let page = 1; page <= 12; page++) {
      const buttons = pageButtons(page, 12);
      expect(buttons).toHaveLength(5);
      expect(buttons).toContain(page);
    }
  });
});

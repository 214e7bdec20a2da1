import { PAGE_SIZE } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, pageSlice } from '../src/features/inventory/pager';

describe('pager', () => {
  it('pages by 10', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(pageSlice(items, 3)).toEqual([20, 21, 22, 23, 24]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most 5 buttons, centred on the current page where it can', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let page = 1; page <= 12; page++) {
      const buttons = pageButtons(page, 12);
      expect(buttons).toHaveLength(5);
      expect(buttons).toContain(page);
    }
  });
});

import { PAGER_MAX_BUTTONS, PAGE_SIZE } from '@surplus/shared';

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

export const pageSlice = <T,>(items: T[], page: number) => items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** The page numbers to show as buttons: at most 5, a window kept around the current page. */
export function pageButtons(current: number, total: number): number[] {
  const count = Math.min(PAGER_MAX_BUTTONS, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

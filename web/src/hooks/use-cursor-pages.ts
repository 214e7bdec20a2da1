import { useState } from 'react';
import { knownCursors, type CursorPages, type PagerState } from '../lib/pager';

/**
 * Which page of a cursor-paged list (kept in the component, not the URL) is shown: `cursor` opens it, and
 * `pager` takes the page's `nextCursor` (undefined while it loads) for the Pager.
 */
export function useCursorPages() {
  const [position, setPosition] = useState<CursorPages>({ page: 1, cursors: [undefined] });
  return {
    cursor: position.cursors[position.page - 1],
    pager: (nextCursor: string | null | undefined): PagerState => {
      const cursors = knownCursors(position, nextCursor);
      return { page: position.page, pages: cursors.length, onChange: (page) => setPosition({ page, cursors }) };
    },
  };
}

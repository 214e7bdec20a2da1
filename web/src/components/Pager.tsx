import type { RefObject } from 'react';
import { pageButtons, type PagerState } from '../lib/pager';
import { BUTTON } from './button-styles';
import { Icon } from './Icon';
import { PAGER } from './pager-styles';
import { PlainButton } from './PlainButton';

interface PagerProps extends PagerState {
  /** The top of the list: brought back into view when a page change happens below it. */
  listTop?: RefObject<HTMLElement | null>;
}

/** Previous, the known pages (at most 5, around the current one) and Next; hidden while there is one page. */
export function Pager({ page, pages, onChange, listTop }: PagerProps) {
  if (pages <= 1) return null;
  const go = (number: number) => {
    onChange(number);
    const top = listTop?.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label="Pagination" className={PAGER.nav}>
      <button type="button" className={BUTTON.icon} aria-label="Previous page" disabled={page === 1} onClick={() => go(page - 1)}>
        <Icon icon="ChevronLeft" />
      </button>
      {pageButtons(page, pages).map((number) => (
        <PlainButton
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          className={PAGER.page}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => go(number)}
        >
          {number}
        </PlainButton>
      ))}
      <button type="button" className={BUTTON.icon} aria-label="Next page" disabled={page === pages} onClick={() => go(page + 1)}>
        <Icon icon="ChevronRight" />
      </button>
    </nav>
  );
}

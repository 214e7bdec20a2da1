import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { RefObject } from 'react';
import { pageButtons, type PagerState } from '../lib/pager';

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
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} sx={{ justifyContent: 'center', alignItems: 'center', py: 2 }}>
      <IconButton aria-label="Previous page" disabled={page === 1} onClick={() => go(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageButtons(page, pages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => go(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <IconButton aria-label="Next page" disabled={page === pages} onClick={() => go(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

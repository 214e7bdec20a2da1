import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { pageButtons } from '../pager';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Pager({ page, pages, onChange }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} sx={{ justifyContent: 'center', alignItems: 'center', py: 2 }}>
      <IconButton aria-label="Previous page" disabled={page === 1} onClick={() => onChange(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      {pageButtons(page, pages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <IconButton aria-label="Next page" disabled={page === pages} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

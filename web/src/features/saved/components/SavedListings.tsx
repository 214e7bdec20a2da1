import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SKELETONS } from '@surplus/shared';
import { useRef } from 'react';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { Pager } from '../../../components/Pager';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { useSavedPage } from '../api/list-saved';
import { SavedListingRow } from './SavedListingRow';

/** The saved listings, newest saved first, a page at a time. */
export function SavedListings() {
  const pages = useCursorPages();
  const page = useSavedPage(pages.cursor);
  const listTop = useRef<HTMLDivElement>(null);
  const items = page.data?.items ?? [];

  return (
    <Paper ref={listTop} variant="outlined" sx={{ scrollMarginTop: 72 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, py: 1.5 }}>
        Saved listings
      </Typography>
      {page.isPending ? (
        <Stack aria-hidden sx={{ p: 2, gap: 2 }}>
          {Array.from({ length: SKELETONS.tableRows }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : page.error ? (
        <Notice severity="error">Could not load saved listings: {errorMessage(page.error, 'please try again')}</Notice>
      ) : items.length === 0 ? (
        <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
          {pages.cursor ? 'No more saved listings.' : 'No saved listings yet. Use the bookmark on a listing to save it.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Saved listings"
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: page.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms', '& > li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {items.map((item) => (
            <SavedListingRow key={item.id} item={item} />
          ))}
        </Box>
      )}
      <Pager {...pages.pager(page.isPlaceholderData ? undefined : page.data?.nextCursor)} listTop={listTop} />
    </Paper>
  );
}

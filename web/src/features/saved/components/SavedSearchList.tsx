import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@surplus/shared';
import { errorMessage } from '../../../api/client';
import { Icon } from '../../../components/Icon';
import { Notice } from '../../../components/Notice';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { lastUpdatedLabel } from '../../../lib/date-labels';
import { filterSummary } from '../../../lib/filter-summary';
import { categoryLabel } from '../../../lib/format';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { savedSearchUrl, searchLabel } from '../../../lib/saved-search';

/** A saved search's first line: its text, else its category, else its filters ("Fits 12' x 14' · within 100 mi of Dallas, TX"). */
function searchTitle({ q, category, filters }: SavedSearch): string {
  if (q) return `"${q}"`;
  if (category) return `All ${searchLabel({ category })}`;
  const summary = filters ? filterSummary(filters) : '';
  return summary ? summary.charAt(0).toUpperCase() + summary.slice(1) : 'All listings';
}

/** The saved searches, each with Run search (its list) and Delete. */
export function SavedSearchList() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const list = searches.data ?? [];

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Search deleted', variant: 'success' }),
      onError: (error) => toast({ title: 'Could not delete search', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });

  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Saved searches
        </Typography>
        {searches.data && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {list.length} of {SAVED_SEARCHES_MAX}
          </Typography>
        )}
      </Stack>
      {searches.isPending ? (
        <Stack aria-hidden sx={{ p: 2, gap: 1 }}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : searches.error ? (
        <Notice severity="error">Could not load saved searches: {errorMessage(searches.error, 'please try again')}</Notice>
      ) : list.length === 0 ? (
        <Typography sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>
          No saved searches yet. Search, pick a category or set filters, then use Save this search.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Saved searches" sx={{ listStyle: 'none', m: 0, p: 0, '& > li': { borderTop: 1, borderColor: 'divider' } }}>
          {list.map((search) => (
            <Stack
              component="li"
              key={search.id}
              aria-label={searchLabel(search)}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ px: 2, py: 1.5, gap: 1, alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{searchTitle(search)}</Typography>
                {search.filters && (search.q || search.category) && <Typography variant="body2">{filterSummary(search.filters)}</Typography>}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {search.category ? `${categoryLabel(search.category)}s` : 'All listings'} · Saved {lastUpdatedLabel(search.createdAt)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <PlainButton size="small" variant="outlined" startIcon={<Icon icon="Search" />} to={savedSearchUrl(search)}>
                  Run search
                </PlainButton>
                <PlainButton size="small" color="error" startIcon={<Icon icon="DeleteOutlined" />} onClick={() => onDelete(search.id)}>
                  Delete
                </PlainButton>
              </Stack>
            </Stack>
          ))}
        </Box>
      )}
    </Paper>
  );
}

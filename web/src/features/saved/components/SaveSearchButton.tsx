import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import Button from '@mui/material/Button';
import type { Category } from '@surplus/shared';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../hooks/use-toast';
import { useRequireUser } from '../../auth';
import { useCreateSavedSearch } from '../api/saved-searches';
import { searchLabel } from '../saved-search';

/** "Save this search" beside a list's search box, shown while a search or a category is active. */
export function SaveSearchButton({ q, category }: { q: string; category?: Category }) {
  const requireUser = useRequireUser();
  const toast = useToast();
  const create = useCreateSavedSearch();
  const text = q.trim();
  if (!text && !category) return null;

  const save = async () => {
    if (!(await requireUser('You must be signed in to save searches.'))) return;
    const search = { ...(text ? { q: text } : {}), ...(category ? { category } : {}) };
    create.mutate(search, {
      onSuccess: () => toast({ title: 'Search saved', description: `You will be notified of new matches for "${searchLabel(search)}".`, variant: 'success' }),
      onError: (error) => toast({ title: 'Could not save search', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  };
  return (
    <Button variant="outlined" startIcon={<SavedSearchIcon />} onClick={save} disabled={create.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      Save this search
    </Button>
  );
}

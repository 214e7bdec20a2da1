import { filterQuery, hasFilters, type Category, type ListFilters } from '@surplus/shared';
import { errorMessage } from '../../../api/client';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { useToast } from '../../../hooks/use-toast';
import { useRequireUser } from '../../../hooks/use-require-user';
import { useCreateSavedSearch } from '../api/saved-searches';
import { searchLabel } from '../../../lib/saved-search';

/** "Save this search" beside a list's search box, shown while a search, a category or a filter is active. */
export function SaveSearchButton({ q, category, filters = {} }: { q: string; category?: Category; filters?: ListFilters }) {
  const requireUser = useRequireUser();
  const toast = useToast();
  const create = useCreateSavedSearch();
  const text = q.trim();
  const filtered = hasFilters(filters);
  if (!text && !category && !filtered) return null;

  const save = async () => {
    if (!(await requireUser('You must be signed in to save searches.'))) return;
    const search = { ...(text ? { q: text } : {}), ...(category ? { category } : {}), ...(filtered ? { filters } : {}) };
    create.mutate({ ...(text ? { q: text } : {}), ...(category ? { category } : {}), ...filterQuery(filters) }, {
      onSuccess: () => toast({ title: 'Search saved', description: `You will be notified of new matches for "${searchLabel(search)}".`, variant: 'success' }),
      onError: (error) => toast({ title: 'Could not save search', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  };
  return (
    <PlainButton variant="outlined" startIcon={<Icon icon="SavedSearch" />} onClick={save} disabled={create.isPending} noWrap>
      Save this search
    </PlainButton>
  );
}

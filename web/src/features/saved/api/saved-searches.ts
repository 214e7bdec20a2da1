import type { SavedSearch, SavedSearchInput } from '@surplus/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/saved-searches: the caller's saved searches. */
export const fetchSavedSearches = () => apiGet<SavedSearch[]>('/api/saved-searches');

export const savedSearchesQueryOptions = () => queryOptions({ queryKey: queryKeys.savedSearches, queryFn: fetchSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

/** POST /api/saved-searches: 201 with the new search (200 with the one already saved alike), 400 `{ message }` when it is empty or one too many. */
export const createSavedSearch = (search: SavedSearchInput) => apiSend<SavedSearch>('POST', '/api/saved-searches', search);

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches }),
  });
}

/** DELETE /api/saved-searches/{id} */
export const deleteSavedSearch = (id: string) => apiSend('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onMutate: (id: string) => {
      queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (searches) => searches?.filter((search) => search.id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches }),
  });
}

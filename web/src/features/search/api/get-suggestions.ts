import { LIST_QUERY_MAX, SUGGEST_MIN_CHARS, type SearchSuggestions } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The text the server completes: trimmed and cut to what it accepts. */
const suggestText = (q: string) => q.trim().slice(0, LIST_QUERY_MAX);

/** GET /api/search/suggest: listing names, item ids and businesses that complete `q`. */
export const fetchSuggestions = (q: string) => apiGet<SearchSuggestions>(`/api/search/suggest?${new URLSearchParams({ q })}`);

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.suggestions(q),
    queryFn: () => fetchSuggestions(q),
    // The suggestions for the text so far stay up while those for the longer text load.
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string, enabled = true) => {
  const text = suggestText(q);
  return useQuery({ ...suggestionsQueryOptions(text), enabled: enabled && text.length >= SUGGEST_MIN_CHARS });
};

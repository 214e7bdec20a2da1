import { SEARCH_DEBOUNCE_MS } from '@surplus/shared';
import { useState } from 'react';
import { useHeaderSearch } from '../../app/search-context';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/**
 * A page's own search box beside the header search: the box's text, and the one `q` a list request
 * carries (the box once typing pauses, when it holds text; else the header's).
 */
export function useListSearch() {
  const headerSearch = useHeaderSearch();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  return { search, setSearch, q: debouncedSearch.trim() || headerSearch.trim() };
}

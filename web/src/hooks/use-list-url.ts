import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { rememberListUrl } from '../lib/last-list';
import { changeListUrl, listUrlSearch, parseListUrl, type ListUrlState } from '../lib/list-url';

export interface ListUrl {
  state: ListUrlState;
  /** A new history entry (or, with `replace`, the current one) for the list with `changes`. */
  change: (changes: Partial<ListUrlState>, options?: { replace?: boolean }) => void;
}

/**
 * The list state of the page's query string, and the way to change it. Changes render at once (flushSync)
 * rather than in a transition: a click right after one must see the state it made.
 */
export function useListUrl(): ListUrl {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  useEffect(() => rememberListUrl(pathname + search), [pathname, search]);
  const state = parseListUrl(params);
  return {
    state,
    change: (changes, options) => setParams(listUrlSearch(changeListUrl(state, changes)), { replace: options?.replace, preventScrollReset: true, flushSync: true }),
  };
}

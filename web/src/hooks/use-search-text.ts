import { SEARCH_DEBOUNCE_MS } from '@surplus/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { changeListUrl, isListPath, listUrlSearch, parseListUrl } from '../lib/list-url';

/**
 * A search box bound to the list's `q` in the query string. What is typed goes into the URL 300 ms after
 * typing stops: the first pause of a burst pushes a history entry, later ones replace it, so Back steps
 * over whole searches, not keystrokes. The box follows the URL when it changes elsewhere (Back, Clear
 * Filters, the other search box). Off the list pages the text stays local until `submit` searches the
 * inventory with it.
 */
export function useSearchText() {
  const location = useLocation();
  const navigate = useNavigate();
  const onList = isListPath(location.pathname);
  const listState = parseListUrl(new URLSearchParams(location.search));
  const urlQ = onList ? listState.q : '';

  const [text, setText] = useState(urlQ);
  // The q this box last wrote: its URL change lands a render later (a transition, which typing can
  // interrupt and restart), maybe after more typing, which must survive it. A change from elsewhere
  // (Back, Clear Filters, the other box) replaces the text and drops a pending search.
  const wrote = useRef<string | null>(null);
  const [followed, setFollowed] = useState({ q: urlQ, elsewhere: false });
  if (followed.q !== urlQ) {
    const elsewhere = urlQ !== wrote.current;
    setFollowed({ q: urlQ, elsewhere });
    if (elsewhere) setText(urlQ);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The history entry this box's last search made: searching again from it replaces it.
  const searchEntry = useRef<string | null>(null);
  const searched = useRef(false);
  useEffect(() => {
    if (searched.current) searchEntry.current = location.key;
    searched.current = false;
  }, [location.key]);
  useEffect(() => {
    if (followed.elsewhere) clearTimeout(timer.current);
    if (wrote.current === followed.q) wrote.current = null;
  }, [followed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim() ? value : '';
    if (!onList) {
      if (q) navigate({ pathname: '/inventory', search: `?${listUrlSearch(changeListUrl(parseListUrl(new URLSearchParams()), { q }))}` });
      return;
    }
    if (q === urlQ) return;
    searched.current = true;
    wrote.current = q;
    navigate({ pathname: location.pathname, search: `?${listUrlSearch(changeListUrl(listState, { q }))}` }, { replace: searchEntry.current === location.key });
  };
  // The timer runs the search of the render it fires after: the URL may have moved while it waited.
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });

  return {
    text,
    /** The box's new text: searched once typing pauses, on list pages. */
    change: (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      if (onList) timer.current = setTimeout(() => latestSearch.current(value), SEARCH_DEBOUNCE_MS);
    },
    /** Searches for `value` now (Enter, a picked business): off the list pages, on the inventory page. */
    submit: (value: string) => {
      setText(value);
      search(value);
    },
  };
}

import type { InventoryItem } from '@surplus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client';
import type { ListParams } from '../../api/query-keys';
import { knownCursors, type CursorPages, type PagerState } from '../../lib/pager';
import { cachedCursors, pageCursorQueryOptions, useListPage } from './api/list-page';

/** One page of a list as the list components show it. */
export interface PagedList {
  items: InventoryItem[];
  /** Nothing matched the search exactly: the page holds close matches. */
  fuzzy: boolean;
  /** The first load: nothing to show yet. */
  loading: boolean;
  refreshing: boolean;
  /** The previous page stays on screen while the requested one loads. */
  changingPage: boolean;
  error: Error | null;
  refresh: () => void;
  pager: PagerState;
}

/** Which page of the list is shown; `cursor` opens it (none for page 1, or when only the number is known). */
export interface ListPosition {
  page: number;
  cursor?: string;
}

export const FIRST_POSITION: ListPosition = { page: 1 };

/**
 * A server-paged list at `position` (the URL's page and cursor); `goTo` moves it. A page named without its
 * cursor (a typed or shortened link) is found by following the pages from page 1, and its cursor then
 * replaces the URL, so later refreshes read that one page only.
 */
export function usePagedList(
  params: ListParams,
  position: ListPosition,
  goTo: (position: ListPosition, options?: { replace?: boolean }) => void,
  enabled = true,
): PagedList {
  const queryClient = useQueryClient();
  const { page } = position;
  const finding = page > 1 && !position.cursor;
  const found = useQuery({ ...pageCursorQueryOptions(queryClient, params, page), enabled: enabled && finding });
  const cursor = page > 1 ? (position.cursor ?? found.data ?? undefined) : undefined;
  const pastTheEnd = finding && found.data === null;
  const query = useListPage(params, cursor, enabled && (page === 1 || cursor !== undefined));

  useEffect(() => {
    if (finding && found.data) goTo({ page, cursor: found.data }, { replace: true });
    // goTo is new on every render; the cursor found is what matters.
  }, [finding, found.data, page]);

  const answered = query.isPlaceholderData ? undefined : query.data;
  const seen = cachedCursors(queryClient, params);
  const upToCurrent = Array.from({ length: Math.max(seen.length, page) }, (_, index) => seen[index]);
  upToCurrent[page - 1] = cursor;
  const cursors: CursorPages['cursors'] = knownCursors({ page, cursors: upToCurrent }, answered?.nextCursor);

  return {
    items: pastTheEnd ? [] : (query.data?.items ?? []),
    fuzzy: !pastTheEnd && query.data?.fuzzy === true,
    loading: !pastTheEnd && !found.error && query.isPending,
    refreshing: query.isFetching || found.isFetching,
    changingPage: !pastTheEnd && query.isPlaceholderData,
    error: query.error ?? found.error,
    refresh: () => void (finding ? found.refetch() : query.refetch()),
    pager: { page, pages: cursors.length, onChange: (number) => goTo({ page: number, cursor: cursors[number - 1] }) },
  };
}

/** A page after the first can be empty too: deletes emptied it, or a search found nothing more. */
const NO_MORE = 'No more items after the previous page.';

/** Pages lie before this one: an empty page here is not an empty list. */
export const listContinues = ({ pager }: PagedList) => pager.page > 1;

/** What a table or group list says when its page holds nothing. */
export function emptyListText(list: PagedList): string {
  if (list.error) return `Could not load items: ${errorMessage(list.error, 'please try again')}`;
  return listContinues(list) ? NO_MORE : 'No inventory items found';
}

import type { InventoryItem } from '@surplus/shared';
import { hashKey } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import type { ListParams } from '../../api/query-keys';
import { useListPage } from './api/list-page';
import { FIRST_PAGE, knownCursors, type CursorPages } from './pager';

export interface PagerState {
  page: number;
  /** Pages reachable now: every page seen, plus the next one when the server said there is one. */
  pages: number;
  onChange: (page: number) => void;
}

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

/** A server-paged list: page 1 whenever `params` change, then pages reachable by the cursors seen. */
export function usePagedList(params: ListParams, enabled = true): PagedList {
  const listKey = hashKey([params]);
  const [position, setPosition] = useState<CursorPages & { listKey: string }>({ listKey, ...FIRST_PAGE });
  const current = position.listKey === listKey ? position : { listKey, ...FIRST_PAGE };
  const query = useListPage(params, current.cursors[current.page - 1], enabled);
  const answered = query.isPlaceholderData ? undefined : query.data;
  const cursors = knownCursors(current, answered?.nextCursor);

  return {
    items: query.data?.items ?? [],
    fuzzy: query.data?.fuzzy === true,
    loading: query.isPending,
    refreshing: query.isFetching,
    changingPage: query.isPlaceholderData,
    error: query.error,
    refresh: () => void query.refetch(),
    pager: { page: current.page, pages: cursors.length, onChange: (page) => setPosition({ listKey, page, cursors }) },
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

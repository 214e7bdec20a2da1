import type { InventoryItem, ItemPage, SavedPage } from '@surplus/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from './client';
import { queryKeys } from './query-keys';

export interface SaveChange {
  id: number;
  /** The state asked for: true saves, false unsaves. */
  saved: boolean;
}

/** PUT /api/saved/{id} saves a listing (404 when it is unknown), DELETE /api/saved/{id} unsaves it. */
export const setSaved = ({ id, saved }: SaveChange) => apiSend<{ saved: boolean }>(saved ? 'PUT' : 'DELETE', `/api/saved/${id}`);

const withSaved = <T extends InventoryItem | { id: number }>(item: T, { id, saved }: SaveChange): T =>
  item.id === id && !('removed' in item) ? { ...item, saved } : item;

const isPage = (data: unknown): data is ItemPage | SavedPage => typeof data === 'object' && data !== null && 'items' in data;

/**
 * The listing's `saved` flag in every cached list page, saved page and the item itself: no list refetches
 * for a flag the caller already knows.
 */
export function writeSavedFlag(queryClient: QueryClient, change: SaveChange): void {
  const pages = (data: unknown) => (isPage(data) ? { ...data, items: data.items.map((item) => withSaved(item, change)) } : data);
  queryClient.setQueriesData({ queryKey: queryKeys.allLists }, pages);
  queryClient.setQueriesData({ queryKey: queryKeys.savedPages }, pages);
  queryClient.setQueryData<InventoryItem>(queryKeys.item(change.id), (item) => item && withSaved(item, change));
}

/**
 * Save or unsave at once on screen; an error puts the flag back. Afterwards only the saved pages refetch
 * (the one on screen, if any): they gain or lose the listing.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSaved,
    onMutate: async (change: SaveChange) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.item(change.id) });
      writeSavedFlag(queryClient, change);
    },
    onError: (_error, change) => writeSavedFlag(queryClient, { ...change, saved: !change.saved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedPages }),
  });
}

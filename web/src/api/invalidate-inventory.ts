import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * After any write or live update: list pages, businesses, stats and single items share the `inventory`
 * prefix. Only queries on screen refetch (the visible page); the others are marked stale and load when shown.
 */
export const invalidateInventory = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.inventory });

/**
 * As invalidateInventory, but only the queries last read before `time` (ms since the epoch), by their answer or
 * their refusal: a missing listing's 404 that came with the page is as fresh as the page.
 */
export const invalidateInventoryReadBefore = (queryClient: QueryClient, time: number) =>
  queryClient.invalidateQueries({
    queryKey: queryKeys.inventory,
    predicate: (query) => Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt) < time,
  });

import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/**
 * After any deal call, or its refusal (the offer or hold may have moved on meanwhile): the conversation (its offers,
 * holds and event lines, and the inbox's last message), every list of holds and transfers, and what shows the listing's
 * availability (the listing, the lists, the saved page). Only the queries on screen refetch.
 */
export function invalidateDeals(queryClient: QueryClient, deal: { threadId?: string; itemId: number }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deal.threadId ? queryKeys.inquiry(deal.threadId) : queryKeys.inquiries }),
    queryClient.invalidateQueries({ queryKey: ['inquiries', 'page'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.holds }),
    queryClient.invalidateQueries({ queryKey: queryKeys.item(deal.itemId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allLists }),
    queryClient.invalidateQueries({ queryKey: queryKeys.savedPages }),
  ]);
}

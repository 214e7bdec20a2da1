import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { invalidateDeals } from './invalidate-deals';

/**
 * After any transfer call, or its refusal: what a deal call changes (the conversation, the holds and transfers, the
 * listing), and the impact figures (a business's and the marketplace's) and reviews, which a confirmation, a cancellation or a review moves.
 */
export function invalidateTransfer(queryClient: QueryClient, transfer: { threadId: string | null; itemId: number }) {
  return Promise.all([
    invalidateDeals(queryClient, { threadId: transfer.threadId ?? undefined, itemId: transfer.itemId }),
    queryClient.invalidateQueries({ queryKey: queryKeys.impact }),
    queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceImpact }),
  ]);
}

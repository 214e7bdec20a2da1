import type { Offer, OfferCreateInput } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/inquiries/{id}/offers: an offer in a conversation, by either party; one to the other's open offer counters it. */
export const createOffer = (threadId: string, input: OfferCreateInput) => apiSend<Offer>('POST', `/api/inquiries/${encodeURIComponent(threadId)}/offers`, input);

export function useCreateOffer(threadId: string, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferCreateInput) => createOffer(threadId, input),
    onSettled: () => invalidateDeals(queryClient, { threadId, itemId }),
  });
}

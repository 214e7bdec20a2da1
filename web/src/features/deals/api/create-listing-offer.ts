import type { Offer, OfferCreateInput } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/inventory/{id}/offers: a buyer's offer from the listing page (opens or reuses the thread with it). */
export const createListingOffer = (itemId: number, input: OfferCreateInput) => apiSend<Offer>('POST', `/api/inventory/${itemId}/offers`, input);

export function useCreateListingOffer(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferCreateInput) => createListingOffer(itemId, input),
    onSettled: (offer) => invalidateDeals(queryClient, { threadId: offer?.threadId, itemId }),
  });
}

import type { Hold, Offer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/offers/{id}/accept, by the party that did not make it: the offer, and the hold it made. */
export const acceptOffer = (offerId: string) => apiSend<{ offer: Offer; hold: Hold }>('POST', `/api/offers/${encodeURIComponent(offerId)}/accept`);

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: Offer) => acceptOffer(offer.id),
    onSettled: (_answer, _error, offer) => invalidateDeals(queryClient, offer),
  });
}

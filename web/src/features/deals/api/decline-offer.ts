import type { Offer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/offers/{id}/decline, by the party that did not make it. */
export const declineOffer = (offerId: string) => apiSend<Offer>('POST', `/api/offers/${encodeURIComponent(offerId)}/decline`);

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: Offer) => declineOffer(offer.id),
    onSettled: (_answer, _error, offer) => invalidateDeals(queryClient, offer),
  });
}

import type { Offer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/offers/{id}/withdraw, by the party that made it. */
export const withdrawOffer = (offerId: string) => apiSend<Offer>('POST', `/api/offers/${encodeURIComponent(offerId)}/withdraw`);

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: Offer) => withdrawOffer(offer.id),
    onSettled: (_answer, _error, offer) => invalidateDeals(queryClient, offer),
  });
}

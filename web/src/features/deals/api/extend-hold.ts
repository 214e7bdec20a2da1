import type { Hold } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/holds/{id}/extend {days}: the seller gives the buyer more time (at most 60 days from the start). */
export const extendHold = (holdId: string, days: number) => apiSend<Hold>('POST', `/api/holds/${encodeURIComponent(holdId)}/extend`, { days });

export function useExtendHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hold, days }: { hold: Hold; days: number }) => extendHold(hold.id, days),
    onSettled: (_answer, _error, { hold }) => invalidateDeals(queryClient, hold),
  });
}

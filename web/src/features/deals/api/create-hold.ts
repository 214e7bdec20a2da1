import type { Hold, HoldCreateInput } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateDeals } from './invalidate-deals';

/** POST /api/inventory/{id}/holds: reserve `quantity` at the asking price (opens or reuses the buyer's thread). */
export const createHold = (itemId: number, input: HoldCreateInput) => apiSend<Hold>('POST', `/api/inventory/${itemId}/holds`, input);

export function useCreateHold(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HoldCreateInput) => createHold(itemId, input),
    onSettled: (hold) => invalidateDeals(queryClient, { threadId: hold?.threadId, itemId }),
  });
}

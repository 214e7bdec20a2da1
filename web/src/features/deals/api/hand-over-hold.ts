import type { HandoverInput, Hold, Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateTransfer } from './invalidate-transfer';

/** POST /api/holds/{id}/handover, by the seller: `quantity` of the hold handed over (the rest goes back on sale). */
export const handOverHold = (holdId: string, input: HandoverInput) => apiSend<Transfer>('POST', `/api/holds/${encodeURIComponent(holdId)}/handover`, input);

export function useHandOverHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hold, input }: { hold: Hold; input: HandoverInput }) => handOverHold(hold.id, input),
    onSettled: (_answer, _error, { hold }) => invalidateTransfer(queryClient, hold),
  });
}

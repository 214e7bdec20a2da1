import type { DisputeInput, Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateTransfer } from './invalidate-transfer';

/** POST /api/transfers/{id}/dispute {message}, by the buyer of a transfer awaiting confirmation: it no longer confirms itself. */
export const disputeTransfer = (transferId: string, input: DisputeInput) =>
  apiSend<Transfer>('POST', `/api/transfers/${encodeURIComponent(transferId)}/dispute`, input);

export function useDisputeTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transfer, input }: { transfer: Transfer; input: DisputeInput }) => disputeTransfer(transfer.id, input),
    onSettled: (_answer, _error, { transfer }) => invalidateTransfer(queryClient, transfer),
  });
}

import type { Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateTransfer } from './invalidate-transfer';

/** POST /api/transfers/{id}/confirm, by the buyer of a transfer awaiting confirmation or disputed. */
export const confirmTransfer = (transferId: string) => apiSend<Transfer>('POST', `/api/transfers/${encodeURIComponent(transferId)}/confirm`);

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: Transfer) => confirmTransfer(transfer.id),
    onSettled: (_answer, _error, transfer) => invalidateTransfer(queryClient, transfer),
  });
}

import type { Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateTransfer } from './invalidate-transfer';

/** POST /api/transfers/{id}/cancel, by the seller of a transfer not yet confirmed: its units go back on the listing. */
export const cancelTransfer = (transferId: string) => apiSend<Transfer>('POST', `/api/transfers/${encodeURIComponent(transferId)}/cancel`);

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: Transfer) => cancelTransfer(transfer.id),
    onSettled: (_answer, _error, transfer) => invalidateTransfer(queryClient, transfer),
  });
}

import type { Review, ReviewCreateInput, Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateTransfer } from './invalidate-transfer';

/** POST /api/transfers/{id}/review {rating, comment?}, by either party of a confirmed transfer, once: hidden until both have reviewed or the window closed. */
export const reviewTransfer = (transferId: string, input: ReviewCreateInput) =>
  apiSend<Review>('POST', `/api/transfers/${encodeURIComponent(transferId)}/review`, input);

export function useReviewTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transfer, input }: { transfer: Transfer; input: ReviewCreateInput }) => reviewTransfer(transfer.id, input),
    onSettled: (_answer, _error, { transfer }) => invalidateTransfer(queryClient, transfer),
  });
}

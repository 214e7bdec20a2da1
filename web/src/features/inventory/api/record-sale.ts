import type { SelfReportInput, Transfer } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { invalidateInventory } from '../../../api/invalidate-inventory';

/** POST /api/inventory/{id}/transfers: the seller records units of their listing as sold elsewhere (at most what is available). */
export const recordSale = (itemId: number, input: SelfReportInput) => apiSend<Transfer>('POST', `/api/inventory/${itemId}/transfers`, input);

export function useRecordSale(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfReportInput) => recordSale(itemId, input),
    // The listing's quantity and figures (every inventory query), the Deals page's transfers, and the impact figures.
    onSettled: () =>
      Promise.all([
        invalidateInventory(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.transfers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.impact }),
      ]),
  });
}

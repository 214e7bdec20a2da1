import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { invalidateInventory } from '../../../api/invalidate-inventory';

/** DELETE /api/inventory/{id} */
export const deleteItem = (id: number) => apiSend('DELETE', `/api/inventory/${id}`);

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: async (_answer, id) => {
      // A refetch of the deleted item would only 404: drop it instead.
      queryClient.removeQueries({ queryKey: queryKeys.item(id) });
      await invalidateInventory(queryClient);
    },
  });
}

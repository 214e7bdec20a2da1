import type { ItemUpdateInput } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateInventory } from '../../../api/invalidate-inventory';

/** PUT /api/inventory/{id} with only the changed fields. */
export const updateItem = ({ id, changes }: { id: number; changes: ItemUpdateInput }) =>
  apiSend('PUT', `/api/inventory/${id}`, changes);

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateItem, onSuccess: () => invalidateInventory(queryClient) });
}

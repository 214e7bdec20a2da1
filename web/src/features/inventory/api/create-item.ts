import type { ItemCreateInput } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { invalidateInventory } from '../../../api/invalidate-inventory';

/** POST /api/inventory */
export const createItem = (input: ItemCreateInput) => apiSend('POST', '/api/inventory', input);

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createItem, onSuccess: () => invalidateInventory(queryClient) });
}

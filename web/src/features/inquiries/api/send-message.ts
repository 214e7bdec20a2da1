import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/inquiries: a question about a listing; answers the thread it went to. */
export function useAskSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: number; message: string }) => apiSend<{ id: string }>('POST', '/api/inquiries', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries }),
  });
}

/** POST /api/inquiries/{id}/messages: a reply in a thread. */
export function useReply(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiSend<{ id: string }>('POST', `/api/inquiries/${encodeURIComponent(threadId)}/messages`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from './client';
import { setSessionUser } from './session';

/** POST /api/logout: any non-OK answer counts as failed. */
export const logout = () => apiSend('POST', '/api/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => setSessionUser(queryClient, null),
  });
}

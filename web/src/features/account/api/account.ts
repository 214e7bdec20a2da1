import type { PasswordChangeInput, ProfileUpdateInput, User } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { setSessionUser } from '../../../api/session';

/** PUT /api/user: the profile as saved; the listings follow the new name within seconds (live updates refresh them). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => apiSend<User>('PUT', '/api/user', changes),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user, user),
  });
}

/** POST /api/user/password: this session stays, the others end. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (input: PasswordChangeInput) => apiSend<{ message: string }>('POST', '/api/user/password', input) });

/**
 * DELETE /api/user: 202 once the account is closed (every session ended); what is stored about it is then
 * deleted by a job. The caller leaves the signed-in page before `signOut`, or the page's guard would send it to
 * sign in.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (password: string) => apiSend<{ message: string }>('DELETE', '/api/user', { password }) });
  return { ...mutation, signOut: () => setSessionUser(queryClient, null) };
}

/** GET /api/user/export: a download the browser saves itself (the session cookie goes with it). */
export const ACCOUNT_EXPORT_URL = '/api/user/export';

import type { LoginInput, User } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { setSessionUser } from '../../../api/session';

/** POST /api/login */
export const login = (input: LoginInput) => apiSend<User>('POST', '/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => setSessionUser(queryClient, user) });
}

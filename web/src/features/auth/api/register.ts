import type { RegisterInput, User } from '@surplus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { setSessionUser } from '../../../api/session';

/** POST /api/register (confirmPassword stays in the form). */
export const register = (input: RegisterInput) => apiSend<User>('POST', '/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => setSessionUser(queryClient, user) });
}

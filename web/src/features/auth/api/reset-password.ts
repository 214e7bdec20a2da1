import type { MessageResponse, ResetPasswordInput } from '@surplus/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';

/** POST /api/reset-password */
export const resetPassword = (input: ResetPasswordInput) =>
  apiSend<MessageResponse>('POST', '/api/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

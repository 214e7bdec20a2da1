import type { ForgotPasswordInput, MessageResponse } from '@surplus/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';

/** POST /api/forgot-password */
export const forgotPassword = (input: ForgotPasswordInput) =>
  apiSend<MessageResponse>('POST', '/api/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

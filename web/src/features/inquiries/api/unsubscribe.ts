import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /api/mail/unsubscribe?token=: stops inquiry e-mails for the token's user (the link in each inquiry
 * e-mail's body opens /unsubscribe, which calls this once). Repeating it is harmless, so a plain query.
 */
export const useUnsubscribe = (token: string) =>
  useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => apiGet<{ message: string }>(`/api/mail/unsubscribe?${new URLSearchParams({ token })}`),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

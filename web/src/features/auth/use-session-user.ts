import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/query-keys';
import { confirmedUser } from '../../api/get-user';
import { setSessionUser } from '../../api/session';

/**
 * A server-rendered page is the visitor's page (the same cached copy for everyone): it arrives with the user
 * set to null. Once it is hydrated, a signed-in browser asks who it is and, when signed in, swaps in its own
 * view (My Listings, saved flags, the user menu). A visitor makes no request (see confirmedUser).
 */
export function useSessionUser(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (queryClient.getQueryData(queryKeys.user) !== null) return;
    void confirmedUser(queryClient).then((user) => (user ? setSessionUser(queryClient, user) : undefined));
  }, [queryClient]);
}

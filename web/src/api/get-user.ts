import { SIGNED_IN_HINT_COOKIE, type User } from '@surplus/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './query-keys';

/** Whether the server left its signed-in hint (a readable cookie set and cleared with the session cookie). */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().split('=')[0] === SIGNED_IN_HINT_COOKIE);
}

/**
 * GET /api/user: the signed-in business, or null (a 401 means signed out). Without the hint cookie the
 * visitor is signed out and no request is made, so a visitor's page shows no failed call; a stale hint
 * costs one 401, whose answer clears it. Never runs during server-side rendering (no `document` there).
 */
export const fetchUser = async (): Promise<User | null> => {
  if (!hasSignedInHint()) return null;
  return apiGet<User>('/api/user', { on401: 'null' });
};

export const userQueryOptions = () => queryOptions({ queryKey: queryKeys.user, queryFn: fetchUser });

export const useUser = () => useQuery(userQueryOptions());

/**
 * The signed-in business now, asked of the server: a server-rendered page starts as the visitor's page (user null)
 * even for a signed-in browser, so where the hint says someone is signed in, null is not the answer yet.
 */
export const confirmedUser = (queryClient: QueryClient): Promise<User | null> =>
  queryClient.getQueryData(queryKeys.user) === null && hasSignedInHint()
    ? queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 })
    : queryClient.ensureQueryData(userQueryOptions());

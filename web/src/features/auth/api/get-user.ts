import { SIGNED_IN_HINT_COOKIE, type User } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Whether the server left its signed-in hint (a readable cookie set and cleared with the session cookie). */
function hasSignedInHint(): boolean {
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

import type { User } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/user: the signed-in business, or null (a 401 means signed out). */
export const fetchUser = () => apiGet<User>('/api/user', { on401: 'null' });

export const userQueryOptions = () => queryOptions({ queryKey: queryKeys.user, queryFn: fetchUser });

export const useUser = () => useQuery(userQueryOptions());

import type { Business } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/businesses: every business with at least one listing, by name, with its listing count. */
export const fetchBusinesses = () => apiGet<Business[]>('/api/businesses');

export const businessesQueryOptions = () => queryOptions({ queryKey: queryKeys.businesses, queryFn: fetchBusinesses });

export const useBusinesses = () => useQuery(businessesQueryOptions());

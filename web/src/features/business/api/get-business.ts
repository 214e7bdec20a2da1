import type { BusinessProfile } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const businessPath = (id: number) => `/api/businesses/${id}`;

/** GET /api/businesses/{id}: a business's public profile and listing figures. */
export const businessQueryOptions = (id: number) =>
  // A 404 that came with a server-rendered page is the answer: no second try when the page mounts.
  queryOptions({ queryKey: queryKeys.business(id), queryFn: () => apiGet<BusinessProfile>(businessPath(id)), retryOnMount: false });

export const useBusiness = (id: number) => useQuery({ ...businessQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

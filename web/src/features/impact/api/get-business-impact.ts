import type { BusinessImpact } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const businessImpactPath = (id: number) => `/api/businesses/${id}/impact`;

/** GET /api/businesses/{id}/impact: what the business's confirmed and self-reported transfers add up to, by month. */
export const businessImpactQueryOptions = (id: number) =>
  // A refusal that came with a server-rendered page is the answer: no second try when the page mounts.
  queryOptions({ queryKey: queryKeys.businessImpact(id), queryFn: () => apiGet<BusinessImpact>(businessImpactPath(id)), retryOnMount: false });

export const useBusinessImpact = (id: number) => useQuery({ ...businessImpactQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

import type { BusinessProfile } from '@surplus/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/businesses/{id}: a business's public profile and listing figures. */
export const useBusiness = (id: number) =>
  useQuery({
    queryKey: queryKeys.business(id),
    queryFn: () => apiGet<BusinessProfile>(`/api/businesses/${id}`),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

import type { InquiryThread } from '@surplus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inquiries/{id}: the thread with its messages; reading it marks it read, so the inbox pages refetch. */
export function useInquiry(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.inquiry(id),
    queryFn: async () => {
      const thread = await apiGet<InquiryThread>(`/api/inquiries/${encodeURIComponent(id)}`);
      void queryClient.invalidateQueries({ queryKey: ['inquiries', 'page'] });
      return thread;
    },
  });
}

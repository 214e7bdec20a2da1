import type { InquiryPage } from '@surplus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { useUser } from '../../../api/get-user';

export const INBOX_PAGE_SIZE = 20;

/** GET /api/inquiries: one page of the caller's threads, newest activity first, with the unread count. */
function fetchInquiryPage(cursor: string | undefined): Promise<InquiryPage> {
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet<InquiryPage>(`/api/inquiries?${query}`);
}

export const useInquiryPage = (cursor: string | undefined, enabled = true) =>
  useQuery({ queryKey: queryKeys.inquiryPage(cursor), queryFn: () => fetchInquiryPage(cursor), placeholderData: keepPreviousData, enabled });

/** How many of the signed-in user's threads are unread (the sidebar badge); 0 for visitors. */
export function useUnreadThreads(): number {
  const { data: user } = useUser();
  return useInquiryPage(undefined, Boolean(user)).data?.unreadThreads ?? 0;
}

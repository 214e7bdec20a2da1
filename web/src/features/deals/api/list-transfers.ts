import type { DealRole, TransferPage } from '@surplus/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const TRANSFERS_PAGE_SIZE = 20;

/** GET /api/transfers?role=: one page of the caller's transfers as buyer (received) or seller (handed over, sold elsewhere), newest first. */
export function fetchTransferPage(role: DealRole, cursor: string | undefined): Promise<TransferPage> {
  const query = new URLSearchParams({ role, limit: String(TRANSFERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGet<TransferPage>(`/api/transfers?${query}`);
}

export const transferPageQueryOptions = (role: DealRole, cursor: string | undefined) =>
  queryOptions({ queryKey: queryKeys.transferPage(role, cursor), queryFn: () => fetchTransferPage(role, cursor) });

export const useTransferPage = (role: DealRole, cursor: string | undefined) => useQuery({ ...transferPageQueryOptions(role, cursor), placeholderData: keepPreviousData });

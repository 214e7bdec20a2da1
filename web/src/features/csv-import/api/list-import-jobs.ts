import type { ImportJobList } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/inventory/imports: the caller's newest jobs, newest first (errors counted, not listed). */
export const fetchImportJobList = () => apiGet<ImportJobList>('/api/inventory/imports');

export const importJobListQueryOptions = () => queryOptions({ queryKey: queryKeys.importJobList, queryFn: fetchImportJobList });

/** Read each time a page that shows imports mounts (gcTime 0): a job started or ended since must show. */
export const useImportJobList = () => useQuery({ ...importJobListQueryOptions(), gcTime: 0 });

import { ApiError, type ImportJob } from '@surplus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { isActiveImport, laterImportJob } from '../import-job-status';

/** How often a job is read while it works and no live update can tell of it. */
export const IMPORT_POLL_MS = 1500;

/** GET /api/inventory/imports/{id}: the job, with every error of a failed one. */
export const fetchImportJob = (id: string) => apiGet<ImportJob>(`/api/inventory/imports/${encodeURIComponent(id)}`);

export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.importJob(id),
    queryFn: () => fetchImportJob(id),
    // Live updates and reads may cross: a job never goes back to an earlier step in the cache.
    structuralSharing: (cached, fresh) => laterImportJob(cached as ImportJob | undefined, fresh as ImportJob),
  });

/**
 * The job `id` (none when null). With `poll`, it is read again every 1.5 s until it ends (a failed read is tried
 * again at the next tick, but for a 404: the job is not the caller's, or no more).
 */
export const useImportJob = (id: string | null, { poll }: { poll: boolean }) =>
  useQuery({
    ...importJobQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: ({ state: { data, error } }) => {
      const gone = error instanceof ApiError && error.status === 404;
      return poll && !gone && (!data || isActiveImport(data.status)) ? IMPORT_POLL_MS : false;
    },
  });

import type { ImportJob } from '@surplus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { invalidateInventory } from '../../api/invalidate-inventory';
import { useLiveMessages, useLiveSocketOpen } from '../../hooks/live-socket';
import { useImportJob } from './api/get-import-job';
import { jobWithProgress } from './import-job-status';

/**
 * Follows the import job `id` (none when null) to its end. Its progress comes from the live socket's
 * `import_progress` messages; while the socket is closed the job is polled instead, and when it (re)opens
 * the job is read once, for the messages it missed. A failed job is read again for its errors; a done one
 * refreshes the inventory lists.
 */
export function useFollowedImport(id: string | null) {
  const queryClient = useQueryClient();
  const socketOpen = useLiveSocketOpen();
  const job = useImportJob(id, { poll: !socketOpen });

  useLiveMessages((message) => {
    if (message.type !== 'import_progress' || id === null || message.job.id !== id) return;
    queryClient.setQueryData<ImportJob>(queryKeys.importJob(id), (cached) => jobWithProgress(cached, message.job));
    if (message.job.status === 'failed') void queryClient.invalidateQueries({ queryKey: queryKeys.importJob(id) });
  });

  const wasOpen = useRef(socketOpen);
  useEffect(() => {
    if (socketOpen && !wasOpen.current && id !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.importJob(id) });
    wasOpen.current = socketOpen;
  }, [socketOpen, id, queryClient]);

  const status = job.data?.status;
  useEffect(() => {
    if (status === 'done') void invalidateInventory(queryClient);
  }, [status, queryClient]);

  return job;
}

import { useEffect, useRef } from 'react';
import { useImportJobList } from './api/list-import-jobs';
import { isActiveImport } from './import-job-status';

/**
 * Once per mount, the seller's newest import job that is still working, if any: a reload (or a return to the
 * page) during an import calls `onFound` with it, to show its progress again.
 */
export function useRunningImportOnMount(onFound: (id: string) => void): void {
  const { data } = useImportJobList();
  const latest = useRef(onFound);
  latest.current = onFound;
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || !data) return;
    looked.current = true;
    const running = data.items.find((job) => isActiveImport(job.status));
    if (running) latest.current(running.id);
  }, [data]);
}

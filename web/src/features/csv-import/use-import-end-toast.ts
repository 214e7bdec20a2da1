import type { ImportJob } from '@surplus/shared';
import { useEffect, useRef } from 'react';
import { useToast } from '../../hooks/use-toast';
import { isActiveImport } from './import-job-status';
import { importSummary } from './import-summary';

/** A toast when the followed job ends while its dialog is closed, with a way to open it (its summary or errors). */
export function useImportEndToast(job: ImportJob | undefined, dialogOpen: boolean, onView: () => void): void {
  const toast = useToast();
  const seen = useRef<ImportJob['status'] | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = job?.status;
    if (!job || dialogOpen || !before || !isActiveImport(before) || isActiveImport(job.status)) return;
    const actions = [{ label: 'View', onClick: onView }];
    if (job.status === 'done') toast({ title: 'Import finished', description: importSummary(job), variant: 'success', actions });
    else toast({ title: 'Import failed', description: job.message, variant: 'destructive', actions });
    // Only a change of status tells: the toast and the handler change with renders.
  }, [job?.status]);
}

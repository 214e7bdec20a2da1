import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';
import { isActiveImport } from '../import-job-status';
import { useFollowedImport } from '../use-followed-import';
import { useImportEndToast } from '../use-import-end-toast';
import { useRunningImportOnMount } from '../use-running-import-on-mount';

// papaparse and the dialog load when it first opens: the list pages stay as light as they are.
const ImportCsvDialog = lazy(() => import('./ImportCsvDialog').then((module) => ({ default: module.ImportCsvDialog })));

/**
 * My Inventory's Import CSV (a dialog that starts an import job and follows it) and Export CSV (a download of
 * every own listing). A job still working when the page opens shows in the dialog again; while one works, the
 * button says so and opens its progress.
 */
export function CsvActions() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const followed = useFollowedImport(jobId);
  const job = followed.data;
  const working = jobId !== null && !followed.isError && (!job || isActiveImport(job.status));

  useRunningImportOnMount((id) => {
    setJobId((current) => current ?? id);
    setOpen(true);
  });
  useImportEndToast(job, open, () => setOpen(true));

  const openDialog = () => {
    // An ended job was seen (or told by a toast): the button starts a new import.
    if (!working) setJobId(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (!working) setJobId(null);
  };

  return (
    <>
      <PlainButton
        variant="outlined"
        startIcon={working ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Icon icon="UploadFile" />}
        onClick={openDialog}
      >
        {working ? 'Import in progress' : 'Import CSV'}
      </PlainButton>
      <PlainButton variant="outlined" startIcon={<Icon icon="FileDownload" />} href="/api/inventory/user/export" download>
        Export CSV
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <ImportCsvDialog
            followed={{ id: jobId, job, error: followed.error }}
            onStarted={setJobId}
            onStartOver={() => setJobId(null)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

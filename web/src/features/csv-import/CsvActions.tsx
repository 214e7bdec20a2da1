import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// papaparse and the dialog load when it first opens: the list pages stay as light as they are.
const ImportCsvDialog = lazy(() => import('./ImportCsvDialog').then((module) => ({ default: module.ImportCsvDialog })));

/** My Inventory's Import CSV (a dialog) and Export CSV (a download of every own listing). */
export function CsvActions() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
        Import CSV
      </Button>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} href="/api/inventory/user/export" download>
        Export CSV
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <ImportCsvDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}

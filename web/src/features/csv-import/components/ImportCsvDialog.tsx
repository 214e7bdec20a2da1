import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ApiError, type ImportJob, type ImportMode } from '@surplus/shared';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Notice } from '../../../components/Notice';
import { PlainButton } from '../../../components/PlainButton';
import { randomKey } from '../../../lib/random-key';
import { checkCsvFile, isReady, type CsvCheck } from '../csv-check';
import { isActiveImport } from '../import-job-status';
import { rowsLabel } from '../rows-label';
import { useStartImport } from '../use-start-import';
import { CsvFileStep } from './CsvFileStep';
import { ImportJobProgress } from './ImportJobProgress';

/** The followed job: its id once started (or found running), and what was last read of it. */
export interface FollowedImport {
  id: string | null;
  job: ImportJob | undefined;
  error: Error | null;
}

interface ImportCsvDialogProps {
  followed: FollowedImport;
  onStarted: (id: string) => void;
  /** Back to choosing a file, after a job ended. */
  onStartOver: () => void;
  onClose: () => void;
}

const startFailure = (error: unknown) =>
  error instanceof ApiError || !(error instanceof TypeError)
    ? errorMessage(error, 'The import could not start')
    : 'The server could not be reached: check the connection and try again';

/**
 * Import CSV: choose or drop a file, which is checked and previewed here, then one import job takes the whole file
 * and the dialog follows it to its summary or its errors. A job found running when the page opened shows the same.
 */
export function ImportCsvDialog({ followed, onStarted, onStartOver, onClose }: ImportCsvDialogProps) {
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [mode, setMode] = useState<ImportMode>('create');
  // One key per file and mode: sending them again (after a lost answer) answers the job already started.
  const [idempotencyKey, setIdempotencyKey] = useState(randomKey);
  const start = useStartImport();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { id, job, error } = followed;
  const sending = start.isPending;

  const choose = async (file: File) => {
    start.reset();
    setIdempotencyKey(randomKey());
    setCheck(await checkCsvFile(file));
  };
  const changeMode = (next: ImportMode) => {
    setMode(next);
    setIdempotencyKey(randomKey());
  };
  const startOver = () => {
    setCheck(null);
    start.reset();
    setIdempotencyKey(randomKey());
    onStartOver();
  };
  const send = () => {
    if (isReady(check)) start.mutate({ file: check.file, mode, idempotencyKey }, { onSuccess: (started) => onStarted(started.id) });
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="import-csv-title">
      <DialogTitle id="import-csv-title">Import CSV</DialogTitle>
      <DialogContent dividers>
        {id === null ? (
          <Stack spacing={2}>
            <CsvFileStep check={check} mode={mode} disabled={sending} onFile={(file) => void choose(file)} onMode={changeMode} />
            {start.isError && <Notice severity="error">{startFailure(start.error)}</Notice>}
          </Stack>
        ) : job ? (
          <ImportJobProgress job={job} fileName={check?.name} />
        ) : error ? (
          <Notice severity="error">Could not read the import&apos;s progress: {errorMessage(error, 'please try again')}</Notice>
        ) : (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading the import" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {id === null ? (
          <>
            <PlainButton onClick={onClose} disabled={sending}>
              Cancel
            </PlainButton>
            <PlainButton variant="contained" onClick={send} disabled={!isReady(check) || sending}>
              {sending ? 'Starting…' : check && check.rows.length > 0 ? `Import ${rowsLabel(check.rows.length)}` : 'Import'}
            </PlainButton>
          </>
        ) : job?.status === 'failed' ? (
          <>
            <PlainButton onClick={onClose}>Close</PlainButton>
            <PlainButton variant="contained" onClick={startOver}>
              Choose another file
            </PlainButton>
          </>
        ) : (
          <PlainButton onClick={onClose} variant={job?.status === 'done' ? 'contained' : 'text'}>
            {job && !isActiveImport(job.status) ? 'Done' : 'Close'}
          </PlainButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

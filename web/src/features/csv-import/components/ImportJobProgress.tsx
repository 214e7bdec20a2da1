import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJob } from '@surplus/shared';
import { Notice } from '../../../components/Notice';
import { countLabel as count } from '../../../lib/format';
import { isActiveImport } from '../import-job-status';
import { importSummary } from '../import-summary';
import { rowsLabel } from '../rows-label';
import { RowErrorList } from './RowErrorList';

/** What the job is doing, in words: waiting, checking, or how many rows are in. */
function progressText({ status, total, processed }: ImportJob): string {
  if (status === 'queued') return 'Waiting to start…';
  if (status === 'validating') return total === null ? 'Checking every row…' : `Checking ${rowsLabel(total)}…`;
  return `Imported ${count(processed)} of ${rowsLabel(total ?? processed)}`;
}

/** The job's message as a sentence: the server's own end with none (`3 rows have errors; nothing was imported`). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** One import job: its progress while it works (a bar of rows while it writes), then its summary or its errors. */
export function ImportJobProgress({ job, fileName }: { job: ImportJob; fileName?: string }) {
  const writing = job.status === 'running' && job.total !== null && job.total > 0;
  return (
    <Stack spacing={2}>
      {fileName && (
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
      )}
      {isActiveImport(job.status) && (
        <>
          <Stack spacing={1}>
            <LinearProgress
              aria-label="Import progress"
              {...(writing && { variant: 'determinate', value: (100 * job.processed) / job.total!, 'aria-valuetext': progressText(job) })}
            />
            <Typography variant="body2" role="status">
              {progressText(job)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The import goes on if you close this window or leave the page: My Inventory shows its progress again.
          </Typography>
        </>
      )}
      {job.status === 'done' && (
        <Notice severity="success" role="status">
          {importSummary(job)}
        </Notice>
      )}
      {job.status === 'failed' && (
        <Notice severity="error">
          {sentence(job.message ?? 'The import failed')}
          {job.errors.length > 0 && ' Fix the file and choose it again.'}
          <RowErrorList errors={job.errors} />
        </Notice>
      )}
    </Stack>
  );
}

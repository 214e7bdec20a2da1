import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ImportMode } from '@surplus/shared';
import { CSV_TEMPLATE, parseItemCsv, validateRows, type ParsedCsv } from '@surplus/shared/item-csv';
import { useState } from 'react';
import { countLabel as count } from '../../lib/format';
import { csvChunks } from './csv-chunks';
import { CsvDropZone } from './CsvDropZone';
import { CsvPreviewTable } from './CsvPreviewTable';
import { importSummary } from './import-summary';
import { RowErrorList } from './RowErrorList';
import { useCsvImport } from './use-csv-import';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

interface ChosenFile {
  name: string;
  parsed: ParsedCsv;
}

/** Import CSV: choose or drop a file, check every row here, preview it, then send it in chunks with progress. */
export function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mode, setMode] = useState<ImportMode>('create');
  const { progress, run, reset } = useCsvImport();
  const running = progress.state === 'running';
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const choose = async (chosen: File) => {
    reset();
    setFile({ name: chosen.name, parsed: parseItemCsv(await chosen.text()) });
  };
  const parsed = file?.parsed.ok ? file.parsed : null;
  const checked = parsed ? validateRows(parsed.rows) : null;
  const rowErrors = parsed && checked ? [...parsed.errors, ...checked.errors].sort((a, b) => a.line - b.line) : [];
  const ready = parsed !== null && parsed.rows.length > 0 && rowErrors.length === 0 && progress.state === 'idle';

  const start = () => {
    if (parsed) void run(csvChunks(parsed.columns, parsed.rows), mode);
  };

  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="import-csv-title">
      <DialogTitle id="import-csv-title">Import CSV</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            The first line names the columns, in any order: category, name, itemId, description, quantity, and optionally imageUrl.
            Every row is checked like the add form before anything is sent.{' '}
            <Button size="small" href={TEMPLATE_HREF} download="inventory-template.csv">
              Download template
            </Button>
          </Typography>
          <CsvDropZone fileName={file?.name} disabled={running} onFile={(chosen) => void choose(chosen)} />
          {file && !file.parsed.ok && <Alert severity="error">{file.parsed.message}</Alert>}
          {parsed && rowErrors.length > 0 && (
            <Alert severity="error">
              {rowErrors.length === 1 ? '1 problem' : `${count(rowErrors.length)} problems`} in {rows(new Set(rowErrors.map((error) => error.line)).size)}.
              Fix the file and choose it again: nothing is imported while a row is invalid.
              <RowErrorList errors={rowErrors} />
            </Alert>
          )}
          {parsed && parsed.rows.length > 0 && progress.state === 'idle' && (
            <>
              <Typography variant="subtitle2" component="h3">
                {rows(parsed.rows.length)}
                {parsed.rows.length > 20 ? ': the first 20' : ''}
              </Typography>
              <CsvPreviewTable rows={parsed.rows.slice(0, 20)} />
              <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as ImportMode)} aria-label="Import mode">
                <FormControlLabel value="create" control={<Radio />} label="Create new listings" />
                <FormControlLabel value="upsert" control={<Radio />} label="Update my listings with the same item ID, create the rest" />
              </RadioGroup>
            </>
          )}
          {progress.state === 'running' && (
            <Stack spacing={1}>
              <LinearProgress variant="determinate" value={(100 * progress.totals.rows) / progress.total} aria-label="Import progress" />
              <Typography variant="body2" role="status">
                Imported {count(progress.totals.rows)} of {count(progress.total)} rows
              </Typography>
            </Stack>
          )}
          {progress.state === 'done' && (
            <Alert severity="success" role="status">
              {importSummary(progress.totals)}
            </Alert>
          )}
          {progress.state === 'failed' && (
            <Alert severity="error">
              Stopped at line {count(progress.firstLine)}: {progress.message}.{' '}
              {progress.totals.rows > 0 ? `${importSummary(progress.totals)} before that line.` : 'Nothing was imported.'}
              <RowErrorList errors={progress.errors} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {progress.state === 'done' ? 'Done' : 'Cancel'}
        </Button>
        {progress.state !== 'done' && (
          <Button variant="contained" onClick={start} disabled={!ready}>
            {parsed && parsed.rows.length > 0 ? `Import ${rows(parsed.rows.length)}` : 'Import'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

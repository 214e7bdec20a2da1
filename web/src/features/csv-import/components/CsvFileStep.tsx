import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportMode } from '@surplus/shared';
import { CSV_TEMPLATE } from '@surplus/shared/item-csv';
import { Notice } from '../../../components/Notice';
import { PlainButton } from '../../../components/PlainButton';
import { countLabel as count } from '../../../lib/format';
import type { CsvCheck } from '../csv-check';
import { CsvDropZone } from './CsvDropZone';
import { CsvPreviewTable } from './CsvPreviewTable';
import { rowsLabel } from '../rows-label';
import { RowErrorList } from './RowErrorList';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
const PREVIEW_ROWS = 20;

interface CsvFileStepProps {
  check: CsvCheck | null;
  mode: ImportMode;
  disabled: boolean;
  onFile: (file: File) => void;
  onMode: (mode: ImportMode) => void;
}

/** Choosing the file: the format, the drop zone, then what the browser found in it and the first rows. */
export function CsvFileStep({ check, mode, disabled, onFile, onMode }: CsvFileStepProps) {
  const { rowErrors = [], rows = [] } = check ?? {};
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The first line names the columns, in any order: category, name, itemId, description, quantity, and optionally imageUrl.
        Every row is checked like the add form before anything is imported.{' '}
        <PlainButton size="small" href={TEMPLATE_HREF} download="inventory-template.csv">
          Download template
        </PlainButton>
      </Typography>
      <CsvDropZone fileName={check?.name} disabled={disabled} onFile={onFile} />
      {check?.problem && <Notice severity="error">{check.problem}</Notice>}
      {rowErrors.length > 0 && (
        <Notice severity="error">
          {rowErrors.length === 1 ? '1 problem' : `${count(rowErrors.length)} problems`} in {rowsLabel(new Set(rowErrors.map((error) => error.line)).size)}.
          Fix the file and choose it again: nothing is imported while a row is invalid.
          <RowErrorList errors={rowErrors} />
        </Notice>
      )}
      {rows.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {rowsLabel(rows.length)}
            {rows.length > PREVIEW_ROWS ? `: the first ${PREVIEW_ROWS}` : ''}
          </Typography>
          <CsvPreviewTable rows={rows.slice(0, PREVIEW_ROWS)} />
          <RadioGroup row value={mode} onChange={(event) => onMode(event.target.value as ImportMode)} aria-label="Import mode">
            <FormControlLabel value="create" control={<Radio />} label="Create new listings" disabled={disabled} />
            <FormControlLabel value="upsert" control={<Radio />} label="Update my listings with the same item ID, create the rest" disabled={disabled} />
          </RadioGroup>
        </>
      )}
    </Stack>
  );
}

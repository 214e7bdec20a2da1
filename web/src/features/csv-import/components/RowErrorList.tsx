import Box from '@mui/material/Box';
import type { CsvRowError } from '@surplus/shared';
import { countLabel } from '../../../lib/format';

const SHOWN = 50;

/** Each problem with its line and column; a long list is cut after the first 50. */
export function RowErrorList({ errors }: { errors: readonly CsvRowError[] }) {
  if (errors.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 200, overflowY: 'auto' }} aria-label="Rows with errors">
      {errors.slice(0, SHOWN).map((error, index) => (
        <li key={index}>
          Line {countLabel(error.line)}
          {error.column ? `, ${error.column}` : ''}: {error.message}
        </li>
      ))}
      {errors.length > SHOWN && <li>and {countLabel(errors.length - SHOWN)} more</li>}
    </Box>
  );
}

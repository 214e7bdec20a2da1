import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { fuzzyNotice } from '@surplus/shared';
import type { PagedList } from '../use-paged-list';

/**
 * Above a list whose page holds close matches for `q`, not exact ones. The live region stays in place
 * while empty, so screen readers announce the notice when it appears.
 */
export function FuzzyNotice({ list, q }: { list: PagedList; q: string }) {
  return (
    <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
      {list.fuzzy && (
        <Alert severity="info" role="none">
          {fuzzyNotice(q)}
        </Alert>
      )}
    </Box>
  );
}

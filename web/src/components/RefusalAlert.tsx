import Box from '@mui/material/Box';
import { Notice } from './Notice';

/** Why the server refused a deal dialog's action, as it wrote it; nothing while there is none. */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Notice severity="error">{refusal}</Notice>
    </Box>
  );
}

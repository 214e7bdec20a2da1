import Alert from '@mui/material/Alert';

/** Why the server refused a deal dialog's action, as it wrote it; nothing while there is none. */
export function RefusalAlert({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {refusal}
    </Alert>
  );
}

import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface CsvDropZoneProps {
  fileName?: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drop a .csv file here, or choose one. */
export function CsvDropZone({ fileName, disabled, onFile }: CsvDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped && !disabled) onFile(dropped);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <UploadFileIcon color="action" fontSize="large" aria-hidden />
      <Typography sx={{ mb: 1 }}>{fileName ?? 'Drop a CSV file here'}</Typography>
      <Button variant="outlined" component="label" disabled={disabled}>
        {fileName ? 'Choose another file' : 'Choose file'}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            event.target.value = '';
          }}
        />
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { PlainButton } from '../../../components/PlainButton';

interface CsvDropZoneProps {
  fileName?: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drop a .csv file here, or choose one. */
export function CsvDropZone({ fileName, disabled, onFile }: CsvDropZoneProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
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
      <Icon icon="UploadFile" color="action" fontSize="large" />
      <Typography sx={{ mb: 1 }}>{fileName ?? 'Drop a CSV file here'}</Typography>
      {/* A button that opens the hidden input's file picker: MUI's label-button was a focusable, disableable "button". */}
      <PlainButton variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {fileName ? 'Choose another file' : 'Choose file'}
      </PlainButton>
      <input
        ref={input}
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
    </Box>
  );
}

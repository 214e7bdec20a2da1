import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useImageUpload } from '../hooks/use-image-upload';
import { ItemImage } from './ItemImage';

interface ImageUploadFieldProps {
  value: string;
  onChange: (imageUrl: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Choose an image file: it uploads at once; the control is disabled while uploading. */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const { state, upload, reset } = useImageUpload(onBusyChange);
  const inputId = useId();
  const hintId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'center' }}>
        <CloudUploadIcon color="action" sx={{ fontSize: 40 }} />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          PNG, JPG, GIF up to 5MB
        </Typography>
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={state === 'uploading'}>
          {state === 'uploading' ? 'Uploading...' : value ? 'Replace Image' : 'Choose Image'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            aria-describedby={hintId}
            disabled={state === 'uploading'}
            onChange={onFile}
          />
        </Button>
        {state === 'uploading' && <LinearProgress sx={{ mt: 2 }} aria-label="Uploading image" />}
      </Box>
      {value && (
        <Stack spacing={1}>
          <ItemImage src={value} alt="Selected image preview" height={180} sx={{ borderRadius: 2 }} />
          <Button
            startIcon={<DeleteIcon />}
            color="error"
            onClick={() => {
              reset();
              onChange('');
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            Remove image
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

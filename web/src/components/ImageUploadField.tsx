import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import { useImageUpload } from '../hooks/use-image-upload';
import { Icon } from './Icon';
import { ItemImage } from './ItemImage';
import { PlainButton } from './PlainButton';

interface ImageUploadFieldProps {
  value: string;
  onChange: (imageUrl: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** Choose an image file: it uploads at once; the control is disabled while uploading. */
export function ImageUploadField({ value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const { state, upload, reset } = useImageUpload(onBusyChange);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

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
        <Box component="span" sx={{ display: 'inline-flex', fontSize: 40 }}>
          <Icon icon="CloudUpload" fontSize="inherit" color="action" />
        </Box>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          PNG, JPG, GIF up to 5MB
        </Typography>
        {/* A button that opens the hidden input's file picker, focusable and disabled while uploading. */}
        <PlainButton variant="outlined" disabled={state === 'uploading'} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {state === 'uploading' ? 'Uploading...' : value ? 'Replace Image' : 'Choose Image'}
        </PlainButton>
        <input ref={input} type="file" accept="image/*" hidden aria-label="Image file" aria-describedby={hintId} disabled={state === 'uploading'} onChange={onFile} />
        {state === 'uploading' && <LinearProgress sx={{ mt: 2 }} aria-label="Uploading image" />}
      </Box>
      {value && (
        <Stack spacing={1}>
          <ItemImage src={value} alt="Selected image preview" height={180} sx={{ borderRadius: 2 }} />
          <Box sx={{ alignSelf: 'flex-start' }}>
            <PlainButton
              startIcon={<Icon icon="DeleteOutlined" />}
              color="error"
              onClick={() => {
                reset();
                onChange('');
              }}
            >
              Remove image
            </PlainButton>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

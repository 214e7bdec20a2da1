import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { CAMERA_PHOTO } from '@surplus/shared';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../hooks/use-toast';
import { useImageUpload } from '../hooks/use-image-upload';
import { Icon } from './Icon';
import { Notice } from './Notice';
import { PlainButton } from './PlainButton';

interface CameraCaptureProps {
  value: string;
  onChange: (imageUrl: string) => void;
  /** True while the photo taken uploads: the form's submit waits for it, as for a chosen file. */
  onBusyChange?: (busy: boolean) => void;
}

/** Rear camera preferred; Take Photo captures a JPEG at quality 0.9 and uploads it. The stream stops on leaving. */
export function CameraCapture({ value, onChange, onBusyChange }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const { state, upload } = useImageUpload(onBusyChange);
  const toast = useToast();

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const activate = async () => {
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }));
      toast({ title: 'Camera activated', description: 'Point the camera at the item and take a photo.', variant: 'success' });
    } catch {
      toast({ title: 'Camera error', description: 'Could not access camera. Please check permissions.', variant: 'destructive' });
    }
  };

  const takePhoto = () => {
    const source = video.current;
    if (!source) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob(
      async (blob) => {
        if (!blob) return;
        setStream(null);
        const url = await upload(blob);
        if (url) onChange(url);
      },
      CAMERA_PHOTO.type,
      CAMERA_PHOTO.quality,
    );
  };

  if (value) {
    return (
      <Notice
        severity="success"
        action={
          <PlainButton color="inherit" size="small" onClick={() => onChange('')}>
            Remove
          </PlainButton>
        }
      >
        Photo added
      </Notice>
    );
  }
  return (
    <Stack spacing={2}>
      {stream ? (
        <>
          <Box component="video" ref={video} autoPlay playsInline muted aria-label="Camera preview" sx={{ width: '100%', borderRadius: 2, bgcolor: 'black' }} />
          <Stack direction="row" spacing={1}>
            <PlainButton variant="contained" startIcon={<Icon icon="PhotoCamera" />} onClick={takePhoto}>
              Take Photo
            </PlainButton>
            <PlainButton onClick={() => setStream(null)}>Cancel</PlainButton>
          </Stack>
        </>
      ) : (
        <Box sx={{ alignSelf: 'flex-start' }}>
          <PlainButton variant="outlined" startIcon={<Icon icon="CameraAlt" />} onClick={() => void activate()} disabled={state === 'uploading'}>
            Activate Camera
          </PlainButton>
        </Box>
      )}
      {state === 'uploading' && <LinearProgress aria-label="Uploading photo" />}
    </Stack>
  );
}

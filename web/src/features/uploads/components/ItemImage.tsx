import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import HideImageIcon from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { UPLOADS_PREFIX } from '@surplus/shared';
import { useState } from 'react';
import { useImageData } from '../api/get-image';

const PLACEHOLDER = '/placeholder.svg';
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

interface ItemImageProps {
  src?: string;
  alt: string;
  height: number | string;
  sx?: SxProps<Theme>;
}

const frame = (height: number | string): SxProps<Theme> => ({
  height,
  width: '100%',
  bgcolor: 'grey.100',
  color: 'text.secondary',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: 0.5,
  overflow: 'hidden',
});

/** An item's image per SPEC 2: /uploads/ paths via the image call; on error the original, the placeholder, then text. */
export function ItemImage(props: ItemImageProps) {
  if (!props.src) {
    return (
      <Box sx={[frame(props.height), ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} role="img" aria-label="No Image">
        <HideImageIcon fontSize="large" />
        <Typography variant="caption">No Image</Typography>
      </Box>
    );
  }
  // A new source starts the chain again.
  return <ImageChain key={props.src} {...props} src={props.src} />;
}

type Stage = 'primary' | 'original' | 'placeholder' | 'failed';
const NEXT: Record<Stage, Stage> = { primary: 'original', original: 'placeholder', placeholder: 'failed', failed: 'failed' };

function ImageChain({ src, alt, height, sx }: ItemImageProps & { src: string }) {
  const uploadName = src.startsWith(UPLOADS_PREFIX) ? src.slice(UPLOADS_PREFIX.length) : null;
  const image = useImageData(uploadName);
  const [stage, setStage] = useState<Stage>('primary');
  const current: Stage = stage === 'primary' && image.isError ? 'original' : stage;
  const frameSx = [frame(height), ...(Array.isArray(sx) ? sx : [sx])];

  if (current === 'failed') {
    return (
      <Box sx={frameSx} role="img" aria-label={`${alt}: Image not available`}>
        <ImageNotSupportedIcon fontSize="large" />
        <Typography variant="caption">Image not available</Typography>
      </Box>
    );
  }
  if (current === 'primary' && uploadName && image.isPending) {
    return <Skeleton variant="rectangular" sx={frameSx} aria-label="Loading image" />;
  }

  const extension = uploadName?.split('.').pop() ?? '';
  const url =
    current === 'primary' && uploadName && image.data
      ? `data:${MIME[extension] ?? 'image/png'};base64,${image.data.data}`
      : current === 'placeholder'
        ? PLACEHOLDER
        : src;
  return (
    <Box sx={frameSx}>
      <Box
        component="img"
        src={url}
        alt={alt}
        loading="lazy"
        onError={() => setStage(NEXT[current])}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

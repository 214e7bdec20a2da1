import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageVariantUrl, UPLOADS_PREFIX, type ImageVariant } from '@surplus/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { Icon } from './Icon';
import { imageQueryOptions } from '../api/get-image';
import { ITEM_IMAGE, ITEM_IMAGE_CAPTION } from './item-image-styles';

const PLACEHOLDER = '/placeholder.svg';
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

interface ItemImageProps {
  src?: string;
  alt: string;
  height: number | string;
  sx?: SxProps<Theme>;
  /**
   * Show this smaller copy of an upload first (`thumb` for cards and rows, `display` for large views). The
   * server makes it after the upload lands, so a missing one falls back to the upload itself.
   */
  variant?: ImageVariant;
  /** The page's main picture (its largest paint): loaded at once, not when scrolled near. */
  priority?: boolean;
}

/**
 * The frame around the picture, its message or its skeleton: the theme's class and the height, with MUI's `sx`
 * only where a caller adds some (cards and rows do not).
 */
function Frame({ height, sx, children, ...props }: Pick<ItemImageProps, 'height' | 'sx'> & { children: ReactNode; role?: string; 'aria-label'?: string }) {
  return sx ? (
    <Box className={ITEM_IMAGE} style={{ height }} sx={sx} {...props}>
      {children}
    </Box>
  ) : (
    <div className={ITEM_IMAGE} style={{ height }} {...props}>
      {children}
    </div>
  );
}

/** base64 content of an upload path (what follows /uploads/) as a data URL of its type. */
const dataUrl = (path: string, base64: string) => `data:${MIME[path.split('.').pop() ?? ''] ?? 'image/png'};base64,${base64}`;

/**
 * An item's image per SPEC 2: /uploads/ paths via the image call; on error the original, the placeholder, then
 * text. With a `variant`, that variant is tried through the image call before all of this.
 */
export function ItemImage(props: ItemImageProps) {
  if (!props.src) {
    return (
      <Frame height={props.height} sx={props.sx} role="img" aria-label="No Image">
        <Icon icon="HideImageOutlined" fontSize="large" />
        <span className={ITEM_IMAGE_CAPTION}>No Image</span>
      </Frame>
    );
  }
  const variantUrl = props.variant ? imageVariantUrl(props.src, props.variant) : null;
  // A new source starts again.
  if (variantUrl) return <VariantFirst key={props.src} {...props} src={props.src} variantPath={variantUrl.slice(UPLOADS_PREFIX.length)} />;
  return <ImageChain key={props.src} {...props} src={props.src} />;
}

type ChainProps = ItemImageProps & { src: string };

/**
 * An image's data, asked for once its frame is near the screen (a server-rendered page brings the first ones in
 * its data, so those show at once).
 */
function useImageNearScreen(path: string | null) {
  const frame = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frame, path !== null);
  const image = useQuery({ ...imageQueryOptions(path ?? ''), enabled: path !== null && near });
  return { image, frame };
}

/** The frame while its image loads; `frame` tells useImageNearScreen where on the page it is. */
const LoadingFrame = ({ frame, height, sx }: Pick<ItemImageProps, 'height' | 'sx'> & { frame: RefObject<HTMLSpanElement | null> }) => (
  <Skeleton ref={frame} variant="rectangular" className={ITEM_IMAGE} style={{ height }} sx={sx} role="img" aria-label="Loading image" />
);

function VariantFirst({ variantPath, ...props }: ChainProps & { variantPath: string }) {
  const { image, frame } = useImageNearScreen(variantPath);
  const [failed, setFailed] = useState(false);
  if (failed || image.isError) return <ImageChain {...props} />;
  if (image.isPending) return <LoadingFrame frame={frame} height={props.height} sx={props.sx} />;
  return <FramedImage {...props} url={dataUrl(variantPath, image.data.data)} onError={() => setFailed(true)} />;
}

type Stage = 'primary' | 'original' | 'placeholder' | 'failed';
const NEXT: Record<Stage, Stage> = { primary: 'original', original: 'placeholder', placeholder: 'failed', failed: 'failed' };

function ImageChain(props: ChainProps) {
  const { src, alt } = props;
  const uploadName = src.startsWith(UPLOADS_PREFIX) ? src.slice(UPLOADS_PREFIX.length) : null;
  const { image, frame } = useImageNearScreen(uploadName);
  const [stage, setStage] = useState<Stage>('primary');
  const current: Stage = stage === 'primary' && image.isError ? 'original' : stage;

  if (current === 'failed') {
    return (
      <Frame height={props.height} sx={props.sx} role="img" aria-label={`${alt}: Image not available`}>
        <Icon icon="ImageNotSupported" fontSize="large" />
        <span className={ITEM_IMAGE_CAPTION}>Image not available</span>
      </Frame>
    );
  }
  if (current === 'primary' && uploadName && image.isPending) {
    return <LoadingFrame frame={frame} height={props.height} sx={props.sx} />;
  }

  const url =
    current === 'primary' && uploadName && image.data
      ? dataUrl(uploadName, image.data.data)
      : current === 'placeholder'
        ? PLACEHOLDER
        : src;
  return <FramedImage {...props} url={url} onError={() => setStage(NEXT[current])} />;
}

function FramedImage({ url, alt, onError, priority, ...frameProps }: Pick<ItemImageProps, 'alt' | 'height' | 'sx' | 'priority'> & { url: string; onError: () => void }) {
  return (
    <Frame {...frameProps}>
      <img src={url} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} onError={onError} />
    </Frame>
  );
}

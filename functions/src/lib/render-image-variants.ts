import sharp from 'sharp';
import type { ImageVariant } from '@surplus/shared';

/**
 * The box each variant fits inside (never enlarged) and its WebP quality. Cards are 180 px tall but
 * 280-450 px wide with object-fit cover, so a landscape photo is scaled by its width: 640 px wide stays
 * sharp on a 320 px card at DPR 2 and the 48 px table thumbnails get plenty. The detail page shows
 * images 380 px tall and up to ~800 px wide: 1600 px covers DPR 2.
 */
export const VARIANT_SIZES: Record<ImageVariant, { width: number; height: number; quality: number }> = {
  thumb: { width: 640, height: 480, quality: 70 },
  display: { width: 1600, height: 1600, quality: 80 },
};

/** 100 megapixels: any phone photo, while a small file that decodes to a huge canvas is refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * One variant of an image: upright by its EXIF orientation, resized, WebP without metadata (sharp keeps none
 * unless asked). Animated GIF and WebP keep their first frame. Rejects bytes that are no decodable image.
 */
export async function renderImageVariant(bytes: Uint8Array, variant: ImageVariant): Promise<Buffer> {
  const { width, height, quality } = VARIANT_SIZES[variant];
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

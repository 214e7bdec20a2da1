import { IMAGE_URL_PATTERN, UPLOADS_PREFIX } from './image-rules';

/**
 * WebP copies the server makes of every upload once it lands, in a folder of their own under /uploads/
 * (so no item can reference one): `thumb` for cards and table rows, `display` for the detail page and
 * quick view. They are made asynchronously, so a fresh upload or an older one may have none yet.
 */
export const IMAGE_VARIANT_FOLDERS = { thumb: 'thumbs', display: 'display' } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANT_FOLDERS;
export const IMAGE_VARIANTS = Object.keys(IMAGE_VARIANT_FOLDERS) as ImageVariant[];

const VARIANT_EXTENSION = '.webp';

/** What follows /uploads/ for a variant of the upload `name`: `thumbs/<name>.webp`. */
export const imageVariantPath = (name: string, variant: ImageVariant) =>
  `${IMAGE_VARIANT_FOLDERS[variant]}/${name}${VARIANT_EXTENSION}`;

/** `/uploads/<name>` -> `/uploads/thumbs/<name>.webp`; null when `imageUrl` is not an upload of this site. */
export function imageVariantUrl(imageUrl: string, variant: ImageVariant): string | null {
  if (!IMAGE_URL_PATTERN.test(imageUrl)) return null;
  return `${UPLOADS_PREFIX}${imageVariantPath(imageUrl.slice(UPLOADS_PREFIX.length), variant)}`;
}

/** Whether `path` (what follows /uploads/) is an upload's name or one of its variants: nothing else is an image. */
export function isImagePath(path: string): boolean {
  if (IMAGE_URL_PATTERN.test(`${UPLOADS_PREFIX}${path}`)) return true;
  return Object.values(IMAGE_VARIANT_FOLDERS).some((folder) => {
    const prefix = `${folder}/`;
    if (!path.startsWith(prefix) || !path.endsWith(VARIANT_EXTENSION)) return false;
    return IMAGE_URL_PATTERN.test(`${UPLOADS_PREFIX}${path.slice(prefix.length, -VARIANT_EXTENSION.length)}`);
  });
}

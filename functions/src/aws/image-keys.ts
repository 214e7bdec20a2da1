import { UPLOADS_PREFIX } from '@surplus/shared';

/** Objects live under `uploads/` in the bucket and are served at the same path by CloudFront. */
export const objectKeyFor = (imageUrl: string) => imageUrl.slice(1);
export const imageUrlFor = (name: string) => `${UPLOADS_PREFIX}${name}`;

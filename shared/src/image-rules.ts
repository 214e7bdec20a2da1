export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const UPLOADS_PREFIX = '/uploads/';
// Here rather than beside the schemas that use them: this package is sideEffects-free, so a function that
// needs only these (uploads, images) bundles no zod.
/** `/uploads/<random key>.<ext>`: only images this service stored. */
export const IMAGE_URL_PATTERN = /^\/uploads\/[A-Za-z0-9_-]{8,80}\.(png|jpg|gif|webp)$/;
export const IMAGE_TOO_LARGE = 'Image must be 5 MB or smaller';
export const IMAGE_WRONG_TYPE = 'Image must be a PNG, JPEG, GIF or WebP file';
/**
 * The largest body POST /api/upload/image takes: API Gateway hands it to Lambda base64-encoded (4/3 of its
 * size) inside an event capped at 6 MB (6,291,456 bytes), which leaves room for the headers. Bigger images
 * (up to IMAGE_MAX_BYTES) go through the presigned upload, as the web app always does.
 */
export const DIRECT_UPLOAD_MAX_BYTES = 4_500_000;
export const DIRECT_UPLOAD_TOO_LARGE =
  'An image over 4.5 MB cannot be sent to this route: use the presigned upload (POST /api/upload/presign), which takes images up to 5 MB';

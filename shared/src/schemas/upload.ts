import * as z from 'zod/mini';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from '../image-rules';
import { integer } from './zod';

/** POST /api/upload/presign: what the browser intends to upload; S3 enforces it in the POST policy. */
export const presignSchema = z.strictObject({
  contentType: z.enum(IMAGE_CONTENT_TYPES, { error: IMAGE_WRONG_TYPE }),
  size: z.number().check(integer(), z.positive(), z.maximum(IMAGE_MAX_BYTES, IMAGE_TOO_LARGE)),
});
export type PresignInput = z.infer<typeof presignSchema>;

import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from '../constants';

/** POST /api/upload/presign: what the browser intends to upload; S3 enforces it in the POST policy. */
export const presignSchema = z
  .object({
    contentType: z.enum(IMAGE_CONTENT_TYPES, { errorMap: () => ({ message: IMAGE_WRONG_TYPE }) }),
    size: z.number().int().positive().max(IMAGE_MAX_BYTES, IMAGE_TOO_LARGE),
  })
  .strict();
export type PresignInput = z.infer<typeof presignSchema>;

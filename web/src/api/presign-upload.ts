import type { PresignInput, PresignedUpload } from '@surplus/shared';
import { apiSend } from './client';

/** POST /api/upload/presign: where and how the browser may POST one image straight to storage. */
export const presignUpload = (input: PresignInput) => apiSend<PresignedUpload>('POST', '/api/upload/presign', input);

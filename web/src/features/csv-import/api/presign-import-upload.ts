import type { ImportUpload } from '@surplus/shared';
import { apiSend } from '../../../api/client';

/** POST /api/inventory/imports/upload: where and how the browser may POST one CSV file of `size` bytes to storage. */
export const presignImportUpload = (size: number) => apiSend<ImportUpload>('POST', '/api/inventory/imports/upload', { size });

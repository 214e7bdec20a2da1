import * as z from 'zod/mini';
import { CSV_IMPORT_LIMITS, CSV_UPLOAD_TOO_LARGE, IMPORT_MODES } from '../csv-import-rules';
import { integer } from './zod';

/** Query string of POST /api/inventory/imports: `upsert` updates the caller's listings with the row's itemId. */
export const importQuerySchema = z.strictObject({ mode: z._default(z.enum(IMPORT_MODES), 'create') });
export type ImportQuery = z.output<typeof importQuerySchema>;

/** POST /api/inventory/imports/upload: the size of the CSV file the browser intends to upload. */
export const importUploadSchema = z.strictObject({
  size: z.number().check(integer(), z.positive(), z.maximum(CSV_IMPORT_LIMITS.uploadBytes, CSV_UPLOAD_TOO_LARGE)),
});
export type ImportUploadInput = z.infer<typeof importUploadSchema>;

/** JSON body of POST /api/inventory/imports for a file uploaded first: the `uploadKey` that upload answered. */
export const importFromUploadSchema = z.strictObject({
  uploadKey: z.string().check(z.minLength(1, 'uploadKey is required'), z.maxLength(200, 'uploadKey is not an upload of yours')),
});
export type ImportFromUploadInput = z.infer<typeof importFromUploadSchema>;

import { CSV_IMPORT_LIMITS, type ImportMode } from '@surplus/shared';
import { useMutation } from '@tanstack/react-query';
import { postToStorage } from '../../api/storage-upload';
import { presignImportUpload } from './api/presign-import-upload';
import { startImport } from './api/start-import';

export interface ImportAttempt {
  file: File;
  mode: ImportMode;
  /** One per file and mode chosen: sending the same attempt again answers the job it already started. */
  idempotencyKey: string;
}

/** The file in the request's body up to 4.5 MB; a bigger one is uploaded to storage first and named by its key. */
async function startJob({ file, mode, idempotencyKey }: ImportAttempt) {
  if (file.size <= CSV_IMPORT_LIMITS.bodyBytes) return startImport({ csv: file }, mode, idempotencyKey);
  const upload = await presignImportUpload(file.size);
  if (!(await postToStorage(upload, file))) throw new Error('The file could not be uploaded: check the connection and try again');
  return startImport({ uploadKey: upload.uploadKey }, mode, idempotencyKey);
}

/** Starts one import job for a whole file: resolves to the job's 202 answer (its id). */
export const useStartImport = () => useMutation({ mutationFn: startJob });

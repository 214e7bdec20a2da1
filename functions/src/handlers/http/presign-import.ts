import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { CSV_IMPORT_LIMITS, importUploadSchema, type ImportUpload } from '@surplus/shared';
import { config } from '../../lib/config';
import { s3 } from '../../aws/images-bucket';
import { newUploadKey } from '../../aws/import-files';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

const EXPIRES_SECONDS = 600;

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A presigned S3 POST for one CSV file of up to 50 MB; its uploadKey then starts the import',
  tag: 'Import and export',
  ok: [200, 'importUploadResponse'],
  errors: [400, 401],
};

/**
 * POST /api/inventory/imports/upload: a presigned S3 POST for one CSV file bigger than a request body takes.
 * The policy pins the key (in the caller's folder) and 1 byte..50 MB; starting the import checks both again.
 */
export const handler = httpRoute({ doc, auth: 'required', body: importUploadSchema }, async (_event, context) => {
  const uploadKey = newUploadKey(requireUser(context).id);
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.imagesBucket,
    Key: uploadKey,
    Conditions: [
      ['content-length-range', 1, CSV_IMPORT_LIMITS.uploadBytes],
      ['eq', '$Content-Type', 'text/csv'],
    ],
    Fields: { 'Content-Type': 'text/csv' },
    Expires: EXPIRES_SECONDS,
  });
  const answer: ImportUpload = { url, fields, uploadKey };
  return json(200, answer);
});

import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { IMAGE_MAX_BYTES, presignSchema, type PresignedUpload } from '@surplus/shared';
import { config } from '../../lib/config';
import { extensionFor } from '../../lib/image-type';
import { imageUrlFor, objectKeyFor } from '../../aws/image-keys';
import { newImageName, OWNER_METADATA, s3 } from '../../aws/images-bucket';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

const EXPIRES_SECONDS = 300;

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'A presigned S3 POST for one image of up to 5 MB',
  tag: 'Images',
  ok: [200, 'presignedUploadResponse'],
  errors: [400, 401],
};

/**
 * POST /api/upload/presign: a presigned S3 POST for one image (Lambda bodies are capped near 6 MB).
 * The policy pins the key, the type, the uploader (metadata) and 1 byte..5 MB; the object is verified again before use.
 */
export const handler = httpRoute({ doc, auth: 'required', body: presignSchema }, async (_event, context) => {
  const { body } = context;
  const owner = String(requireUser(context).id);
  const imageUrl = imageUrlFor(newImageName(extensionFor(body.contentType)));
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.imagesBucket,
    Key: objectKeyFor(imageUrl),
    Conditions: [
      ['content-length-range', 1, IMAGE_MAX_BYTES],
      ['eq', '$Content-Type', body.contentType],
      ['eq', `$x-amz-meta-${OWNER_METADATA}`, owner],
    ],
    Fields: { 'Content-Type': body.contentType, [`x-amz-meta-${OWNER_METADATA}`]: owner },
    Expires: EXPIRES_SECONDS,
  });
  const answer: PresignedUpload = { url, fields, imageUrl };
  return json(200, answer);
});

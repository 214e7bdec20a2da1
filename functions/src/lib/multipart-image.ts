import type { BusboyFileStream } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '@surplus/shared';
import { badRequest, HttpError, payloadTooLarge } from './errors';
import { readFormBody } from './form-body';

const FIELD = 'image';

/** The bytes of the multipart field `image`; at most one file of at most 5 MB. */
export async function readImageField(event: APIGatewayProxyEventV2): Promise<Uint8Array> {
  if (!/^multipart\/form-data;/i.test(event.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'Send the image as multipart/form-data with the field "image"');
  }
  let image: Uint8Array | undefined;
  let failure: HttpError | undefined;
  const limits = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 };
  await readFormBody(event, limits, 'Malformed multipart/form-data', (busboy) => {
    busboy.on('file', (field: string, file: BusboyFileStream) => {
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => (failure ??= payloadTooLarge(IMAGE_TOO_LARGE)));
      file.on('end', () => {
        if (field === FIELD && !image) image = Buffer.concat(chunks);
      });
    });
    busboy.on('filesLimit', () => (failure ??= badRequest('Send exactly one image')));
  });
  if (failure) throw failure;
  if (!image || image.length === 0) throw badRequest('No image received: send the file in the field "image"');
  return image;
}

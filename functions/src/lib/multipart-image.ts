import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '@surplus/shared';
import { badRequest, HttpError, payloadTooLarge } from './errors';
import { requestBodyBytes } from './request-body';

const FIELD = 'image';

/** The bytes of the multipart field `image`; at most one file of at most 5 MB. */
export function readImageField(event: APIGatewayProxyEventV2): Promise<Uint8Array> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) {
    return Promise.reject(new HttpError(415, 'Send the image as multipart/form-data with the field "image"'));
  }
  return new Promise((resolve, reject) => {
    let image: Uint8Array | undefined;
    let failure: HttpError | undefined;
    let busboy: BusboyInstance;
    try {
      busboy = Busboy({ headers: { 'content-type': contentType }, limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 } });
    } catch {
      reject(badRequest('Malformed multipart/form-data'));
      return;
    }
    busboy.on('file', (field: string, file: BusboyFileStream) => {
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => (failure ??= payloadTooLarge(IMAGE_TOO_LARGE)));
      file.on('end', () => {
        if (field === FIELD && !image) image = Buffer.concat(chunks);
      });
    });
    busboy.on('filesLimit', () => (failure ??= badRequest('Send exactly one image')));
    busboy.on('error', () => reject(badRequest('Malformed multipart/form-data')));
    busboy.on('finish', () => {
      if (failure) reject(failure);
      else if (!image || image.length === 0) reject(badRequest('No image received: send the file in the field "image"'));
      else resolve(image);
    });
    busboy.end(requestBodyBytes(event));
  });
}

import Busboy, { type BusboyConfig, type BusboyInstance } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest } from './errors';
import { requestBodyBytes } from './request-body';

/**
 * Feeds an event's form body (multipart or urlencoded) to busboy: `listen` attaches the part handlers, the promise
 * settles once the whole body is read, and a body busboy cannot parse is refused with 400 `malformed`.
 */
export function readFormBody(
  event: APIGatewayProxyEventV2,
  limits: BusboyConfig['limits'],
  malformed: string,
  listen: (busboy: BusboyInstance) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let busboy: BusboyInstance;
    try {
      busboy = Busboy({ headers: { 'content-type': event.headers['content-type'] ?? '' }, limits });
    } catch {
      reject(badRequest(malformed));
      return;
    }
    listen(busboy);
    busboy.on('error', () => reject(badRequest(malformed)));
    busboy.on('finish', () => resolve());
    busboy.end(requestBodyBytes(event));
  });
}

import Busboy from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, HttpError } from './errors';
import { requestBodyBytes } from './request-body';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The text fields of a form body, urlencoded or multipart (files are not read); a repeated field keeps its first value. */
export function readFormFields(event: APIGatewayProxyEventV2): Promise<Record<string, string>> {
  const contentType = event.headers['content-type'] ?? '';
  if (!FORM_TYPES.test(contentType)) {
    return Promise.reject(new HttpError(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({ headers: { 'content-type': contentType }, limits: { files: 0, fields: 10, parts: 10, fieldSize: 1024 } });
    } catch {
      reject(badRequest('Malformed form body'));
      return;
    }
    busboy.on('field', (name: string, value: string) => {
      if (!(name in fields)) fields[name] = value;
    });
    busboy.on('error', () => reject(badRequest('Malformed form body')));
    busboy.on('finish', () => resolve(fields));
    busboy.end(requestBodyBytes(event));
  });
}

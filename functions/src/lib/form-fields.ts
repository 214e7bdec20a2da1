import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './errors';
import { readFormBody } from './form-body';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The text fields of a form body, urlencoded or multipart (files are not read); a repeated field keeps its first value. */
export async function readFormFields(event: APIGatewayProxyEventV2): Promise<Record<string, string>> {
  if (!FORM_TYPES.test(event.headers['content-type'] ?? '')) {
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data');
  }
  const fields: Record<string, string> = {};
  await readFormBody(event, { files: 0, fields: 10, parts: 10, fieldSize: 1024 }, 'Malformed form body', (busboy) =>
    busboy.on('field', (name: string, value: string) => {
      if (!(name in fields)) fields[name] = value;
    }),
  );
  return fields;
}

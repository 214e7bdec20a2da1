import { handler as createItem } from '../handlers/http/create-item';
import { handler as deleteItem } from '../handlers/http/delete-item';
import { handler as exportMyItems } from '../handlers/http/export-my-items';
import { handler as getImport } from '../handlers/http/get-import';
import { handler as listImports } from '../handlers/http/list-imports';
import { handler as presignImport } from '../handlers/http/presign-import';
import { handler as startImport } from '../handlers/http/start-import';
import { handler as listMyItems } from '../handlers/http/list-my-items';
import { handler as presignUpload } from '../handlers/http/presign-upload';
import { handler as updateItem } from '../handlers/http/update-item';
import { handler as uploadImage } from '../handlers/http/upload-image';
import { httpRouter } from '../router/http-router';

/** The seller function: a seller's listing routes (routes.ts). */
export const handler = httpRouter('seller', {
  'http/list-my-items': listMyItems,
  'http/export-my-items': exportMyItems,
  'http/create-item': createItem,
  'http/start-import': startImport,
  'http/presign-import': presignImport,
  'http/list-imports': listImports,
  'http/get-import': getImport,
  'http/update-item': updateItem,
  'http/delete-item': deleteItem,
  'http/upload-image': uploadImage,
  'http/presign-upload': presignUpload,
});

import { importQuerySchema } from '@surplus/shared';
import { startImport } from '../../use-cases/import-start';
import { idempotencyKeyOf, readImportBody } from '../../lib/import-body';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';

/**
 * POST /api/inventory/imports (?mode=create|upsert): a CSV in the body (text/csv) or the uploadKey of one
 * uploaded before (application/json). Answers 202 with the queued job at once; the jobs function checks
 * every row and writes them.
 */
export const handler = httpRoute({ auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const { mode } = parseQueryString(importQuerySchema, event);
  const key = idempotencyKeyOf(event);
  return json(202, await startImport(owner, mode, readImportBody(event), key));
});

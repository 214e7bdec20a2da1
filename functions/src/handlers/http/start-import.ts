import { IDEMPOTENCY_KEY_HEADER, importFromUploadSchema, importQuerySchema } from '@surplus/shared';
import { startImport } from '../../use-cases/import-start';
import { idempotencyKeyOf, readImportBody } from '../../lib/import-body';
import { httpRoute } from '../../middleware/http-api';
import { parseQueryString } from '../../middleware/query-string';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import * as z from 'zod/mini';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'Start a CSV import job: the CSV in the body (up to 4.5 MB) or the uploadKey of one uploaded first (up to 50 MB). Only the size, type and header are checked here; the job checks every row (all or nothing) and writes them in steps',
  tag: 'Import and export',
  bodies: [
    { contentType: 'text/csv', schema: z.string() },
    { contentType: 'application/json', schema: importFromUploadSchema },
  ],
  headers: {
    [IDEMPOTENCY_KEY_HEADER]: 'Optional: a repeated request with the same key answers the first job',
  },
  ok: [202, 'importJobStartedResponse', 'The job, queued'],
  errors: [400, 401, 415],
};

/**
 * POST /api/inventory/imports (?mode=create|upsert): a CSV in the body (text/csv) or the uploadKey of one
 * uploaded before (application/json). Answers 202 with the queued job at once; the jobs function checks
 * every row and writes them.
 */
export const handler = httpRoute({ doc, query: importQuerySchema, auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const { mode } = parseQueryString(importQuerySchema, event);
  const key = idempotencyKeyOf(event);
  return json(202, await startImport(owner, mode, readImportBody(event), key));
});

import type { CsvRowError, ImportJob } from '@surplus/shared';
import { readErrors } from '../../aws/import-files';
import { findImportJob, IMPORT_JOB_ID, toJobSummary } from '../../data/imports/import-jobs';
import { notFound } from '../../lib/errors';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'One of the caller\'s import jobs, with every row error of a failed one',
  tag: 'Import and export',
  ok: [200, 'importJobResponse'],
  errors: [401, 404],
};

/** GET /api/inventory/imports/{id}: one of the caller's import jobs with every row error of a failed one; 404 for another seller's. */
export const handler = httpRoute({ doc, auth: 'required' }, async (event, context) => {
  const owner = requireUser(context);
  const id = event.pathParameters?.id ?? '';
  const job = IMPORT_JOB_ID.test(id) ? await findImportJob(id) : null;
  if (!job || job.userId !== owner.id) throw notFound('Import not found');
  const errors = job.errorCount > 0 ? ((await readErrors<CsvRowError[]>(job.userId, job.id)) ?? []) : [];
  const { errorCount: _count, ...summary } = toJobSummary(job);
  const answer: ImportJob = { ...summary, errors };
  return json(200, answer);
});

import type { ImportJobList } from '@surplus/shared';
import { recentImportJobs, toJobSummary } from '../../data/imports/import-jobs';
import { httpRoute } from '../../middleware/http-api';
import { json } from '../../middleware/responses';
import { requireUser } from '../../middleware/session-user';
import type { RouteDoc } from '../../middleware/route-doc';

/** What the API reference says of this route (docs/openapi.json). */
const doc: RouteDoc = {
  summary: 'The caller\'s newest import jobs (at most 20), newest first, with their errors counted',
  tag: 'Import and export',
  ok: [200, 'importJobListResponse'],
  errors: [401],
};

/** GET /api/inventory/imports: the caller's newest import jobs, newest first (a reloaded page finds a running one here). */
export const handler = httpRoute({ doc, auth: 'required' }, async (_event, context) => {
  const jobs = await recentImportJobs(requireUser(context).id);
  const answer: ImportJobList = { items: jobs.map(toJobSummary) };
  return json(200, answer);
});
